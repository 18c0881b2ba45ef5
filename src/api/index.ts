import { env } from '@/config/env';
import { sessionTokenStore } from '@/lib/session/session';
import { demoControls } from '@/lib/session/demo-controls';
import { createApiClient } from './client';

/**
 * The app's client: same-origin /api by default (served by the mock backend), or the
 * real API named by VITE_API_URL. A failed refresh has already cleared the tokens; the
 * reload brings the user back to sign-in (SPEC §4).
 */
export const api = createApiClient({
  baseURL: env.apiUrl,
  tokens: sessionTokenStore,
  checkContracts: env.checkContracts,
  onSessionLost: () => window.location.reload(),
  ready: () => demoControls.backendReady?.() ?? null,
});

export type { ApiResponse, ApiSuccess, ApiFailure } from './result';
