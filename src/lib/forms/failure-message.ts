import type { ApiFailure } from '@/api';
import { NETWORK_ERROR_TEXT } from '@/api/result';

/**
 * The server or the network failed: nothing the user did, so they are told to try again. That
 * includes a gateway's page with a 4xx status (`kind`): the API never saw the request.
 */
const isOutage = (res: ApiFailure) => res.statusCode >= 500 || res.statusText === NETWORK_ERROR_TEXT || res.kind !== undefined;

/**
 * The server's own reason for refusing (a 4xx with a message: 'Ya tenés una solicitud
 * pendiente'), or null when it gave none or the failure was an outage.
 */
export const refusalReason = (res: ApiFailure): string | null => (isOutage(res) ? null : res.message || null);

/**
 * What a failed call tells the user (SPEC §8), the one policy of every screen: the browser's
 * being offline, in the app's words (issue 23); the server's own reason when it refused with one; the 'intente nuevamente' text (`retry`) when the
 * server or the network failed; else `fallback` (or `retry`).
 */
export function failureMessage(res: ApiFailure, texts: { retry: string; fallback?: string }): string {
  // Offline, the screen's 'intente nuevamente' would not say why nor that nothing was sent.
  if (res.kind === 'offline') return res.message;
  return refusalReason(res) ?? (isOutage(res) ? texts.retry : (texts.fallback ?? texts.retry));
}
