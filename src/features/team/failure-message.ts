import type { ApiFailure } from '@/api';
import { NETWORK_ERROR_TEXT } from '@/api/result';

/**
 * What a failed team call tells the user (SPEC §8): the server's own message when it gave
 * one, the 'intente nuevamente' text when the server or the network failed, else `fallback`.
 */
export function failureMessage(res: ApiFailure, texts: { retry: string; fallback?: string }): string {
  if (res.statusCode >= 500 || res.statusText === NETWORK_ERROR_TEXT) return texts.retry;
  return res.message || texts.fallback || texts.retry;
}
