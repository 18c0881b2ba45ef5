import type { z } from 'zod';
import type { Endpoint } from '@contracts/core/endpoint';

/** An endpoint made up for a test, named by hand (the contracts' are named by defineDomain). */
export const testEndpoint = <
  P extends z.ZodTypeAny | undefined = undefined,
  Q extends z.ZodTypeAny | undefined = undefined,
  B extends z.ZodTypeAny | undefined = undefined,
  R extends z.ZodTypeAny = z.ZodTypeAny,
>(
  endpoint: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => endpoint;
