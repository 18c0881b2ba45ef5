/**
 * What the sign-in form needs to validate and submit: the contract's schema (zod) and the
 * API client. Loaded on demand, so the form paints without them (decision 0004).
 */
export { credentialsSchema } from '@contracts/entities/session';
export { signIn } from './auth-actions';
