/** Raw calls to the mock backend (intercepted in-process by the MSW server of tests/setup.ts). */
export const API = 'http://localhost/api';

export type RawReply = { status: number; body: { statusCode?: number; message: string; data?: unknown; additionalData?: { errorCode?: string; fields?: Record<string, string> } } };

export async function callApi(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; base?: string; headers?: Record<string, string> } = {},
): Promise<RawReply> {
  const response = await fetch(`${options.base ?? API}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as RawReply['body'] };
}

export async function loginAs(username: string, password = 'Demo2026!') {
  const reply = await callApi('POST', '/auth/login', { body: { username, password } });
  if (reply.status !== 200) throw new Error(`login ${username}: ${reply.status} ${reply.body.message}`);
  return reply.body.data as { accessToken: string; refreshToken: string };
}

/** The payer's decision at the demo checkout (mocks/handlers/demo-checkout.ts): only it lets POST /payments record a card payment. */
export async function decideAtCheckout(providerId: string, decision: 'approved' | 'in_process' | 'rejected' = 'approved') {
  const response = await fetch(`${API.replace(/\/api$/, '')}/__mock/checkout/${providerId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ decision }),
  });
  if (!response.ok) throw new Error(`checkout ${providerId}: ${response.status}`);
}
