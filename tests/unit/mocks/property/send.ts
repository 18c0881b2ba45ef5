import { getResponse } from 'msw';
import { fillPath, type AnyEndpoint } from '@contracts/core/endpoint';
import { Role, type RoleId } from '@contracts/enums';
import { demoAccounts, type DemoAccount } from '@mocks/demo-accounts';
import { handlers } from '@mocks/handlers';
import { NO_BODY, type RequestCase } from './cases';

/**
 * Sends requests straight through the mock's MSW handlers (msw's getResponse, as the HTTP
 * server does), without a socket: thousands of cases stay fast and deterministic.
 */
export const ORIGIN = 'http://localhost';

export type Sent = { method: string; path: string; url: string; status: number; contentType: string | null; body: unknown };

/** The path and query a case asks for, as sent. */
const targetOf = (endpoint: AnyEndpoint, c: RequestCase) => {
  const search = new URLSearchParams(c.query).toString();
  return `/api${fillPath(endpoint.path, c.params)}${search ? `?${search}` : ''}`;
};

/** The request a case makes of an endpoint (also sent to the production API by tests/server/differential.test.ts). */
export function requestOf(endpoint: AnyEndpoint, c: RequestCase, token: string | null, extraHeaders: Record<string, string> = {}, origin = ORIGIN): Request {
  const url = `${origin}${targetOf(endpoint, c)}`;
  const headers = new Headers({ Accept: 'application/json', ...extraHeaders });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = c.body !== NO_BODY && c.body !== undefined;
  if (c.body !== NO_BODY) headers.set('Content-Type', c.contentType);
  return new Request(url, { method: endpoint.method, headers, body: hasBody ? JSON.stringify(c.body) : undefined });
}

export async function send(endpoint: AnyEndpoint, c: RequestCase, token: string | null, extraHeaders: Record<string, string> = {}): Promise<Sent | null> {
  const request = requestOf(endpoint, c, token, extraHeaders);
  const response = await getResponse(handlers, request);
  if (!response) return null;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Left as text: the OpenAPI check reports a body that is not JSON.
  }
  const path = targetOf(endpoint, c);
  return { method: endpoint.method, path, url: `${ORIGIN}${path}`, status: response.status, contentType: response.headers.get('content-type'), body };
}

/** Who calls an endpoint: an account of an allowed role and account status, one with a team first. */
const preference: readonly DemoAccount['key'][] = [
  'ownerIncompleteTeam',
  'ownerCompleteTeam',
  'teamMember',
  'clientAdmin',
  'systemAdmin',
  'ownerWithoutTeam',
  'registeredUser',
];

export function callerOf(endpoint: AnyEndpoint): DemoAccount | null {
  if (!endpoint.auth) return null;
  const roles: readonly RoleId[] = endpoint.roles ?? Object.values(Role);
  const statuses = endpoint.statuses ?? ['active'];
  for (const key of preference) {
    const account = demoAccounts.find((a) => a.key === key);
    if (account && roles.includes(account.roleId) && statuses.includes(account.status)) return account;
  }
  throw new Error(`Ninguna cuenta de demostración puede llamar a ${endpoint.id}`);
}

export async function tokenOf(account: DemoAccount): Promise<string> {
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    }),
  );
  const body = (await response?.json()) as { data?: { accessToken?: string } } | undefined;
  if (!body?.data?.accessToken) throw new Error(`No se pudo iniciar sesión como ${account.username}`);
  return body.data.accessToken;
}
