import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';

/** Every handler of the mock backend; specific paths come before parameterised ones. */
export const handlers: HttpHandler[] = [...authHandlers];
