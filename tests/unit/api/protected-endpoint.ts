import { z } from 'zod';
import { testEndpoint } from '../test-endpoint';

/** A call that needs the access token and echoes the one it got: the refresh tests read it. */
export const protectedCall = testEndpoint({
  id: 'test.protected',
  domain: 'users',
  method: 'GET',
  path: '/test/protected/{n}',
  summary: 'prueba',
  auth: true,
  params: z.object({ n: z.number() }),
  response: z.object({ n: z.number(), token: z.string() }),
  successStatus: 200,
});
