import { createApiClient, type ApiClient } from '@/api/client';
import { memoryTokenStore } from '@/api/token-store';
import { loginAs } from './http';

/** The app's real client against the in-process mock, checking every response against its contract. */
export const anonymousClient = (): ApiClient => createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(), checkContracts: true });

/** The real client signed in as a seeded account (every seeded account shares the demo password). */
export async function clientAs(username: string, password?: string): Promise<ApiClient> {
  const { accessToken, refreshToken } = await loginAs(username, password);
  return createApiClient({ baseURL: 'http://localhost', tokens: memoryTokenStore(accessToken, refreshToken), checkContracts: true });
}
