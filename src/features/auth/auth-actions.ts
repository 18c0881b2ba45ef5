import { authEndpoints } from '@contracts/auth';
import type { Credentials } from '@contracts/entities/session';
import { api, type ApiResponse } from '@/api';
import { endSession, startSession } from '@/lib/session/session';
import { conflictMessages } from '@contracts/messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §8 authEndpoints.register messages by error code. */
export const registerMessages = {
  USERNAME_IN_USE: conflictMessages.USERNAME_IN_USE,
  failed: failureMessages.auth.registerFailed,
  problem: failureMessages.auth.registerProblem,
} as const;

export async function signIn(credentials: Credentials): Promise<ApiResponse<unknown>> {
  const res = await api.call(authEndpoints.login, { body: credentials });
  if (res.ok && !startSession(res.data)) {
    return { ok: false, statusCode: 500, statusText: 'Error', message: failureMessages.generic, data: null };
  }
  return res;
}

export async function signUp(credentials: Credentials): Promise<ApiResponse<unknown>> {
  const res = await api.call(authEndpoints.register, { body: credentials });
  if (res.ok) {
    if (!startSession(res.data)) {
      return { ok: false, statusCode: 500, statusText: 'Error', message: registerMessages.problem, data: null };
    }
    return res;
  }
  if (res.errorCode === 'USERNAME_IN_USE') return { ...res, message: registerMessages.USERNAME_IN_USE };
  return { ...res, message: res.message || registerMessages.failed };
}

export function signOut() {
  endSession();
}
