import { describe, expect, it } from 'vitest';
import { credentialsSchema, registrationSchema } from '@contracts/entities/session';
import { callApi } from './http';

/** One password rule for sign-up and sign-in (issue 19, docs/decisions/0031): as typed, spaces included. */
describe('passwords are taken as typed everywhere', () => {
  it('reads the same password from the sign-up and the sign-in schemas', () => {
    const typed = '  secreto 123  ';
    expect(registrationSchema.parse({ username: 'nueva.pescadora', password: typed }).password).toBe(typed);
    expect(credentialsSchema.parse({ username: ' nueva.pescadora ', password: typed })).toEqual({ username: 'nueva.pescadora', password: typed });
  });

  it('lets an account whose password has surrounding spaces sign in with it, and only with it', async () => {
    const password = ' secreto123 ';
    expect((await callApi('POST', '/auth/register', { body: { username: 'nueva.pescadora', password } })).status).toBe(201);
    expect((await callApi('POST', '/auth/login', { body: { username: 'nueva.pescadora', password } })).status).toBe(200);
    expect((await callApi('POST', '/auth/login', { body: { username: 'nueva.pescadora', password: password.trim() } })).status).toBe(401);
  });
});
