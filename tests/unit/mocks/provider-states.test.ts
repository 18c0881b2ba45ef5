import { describe, expect, it } from 'vitest';
import { jwtDecode } from 'jwt-decode';
import { resetDemoDb } from '@mocks/db/reset';
import { applyProviderState, providerStates, UnknownProviderStateError } from '@mocks/provider-states';

describe('Pact provider states', () => {
  it.each(Object.keys(providerStates))('"%s" sets up on a fresh demo database', async (state) => {
    const values = await applyProviderState(resetDemoDb(), state, {});
    if (typeof values.accessToken === 'string') expect(jwtDecode(values.accessToken)).toMatchObject({ id: values.userId });
    for (const [key, value] of Object.entries(values)) if (key.endsWith('Id') && key !== 'teamId') expect(value, key).toEqual(expect.any(Number));
  });

  it('makes the requested username taken', async () => {
    const db = resetDemoDb();
    await applyProviderState(db, 'the username is already taken', { username: 'ya.existe' });
    expect(db.users.some((u) => u.username === 'ya.existe')).toBe(true);
  });

  it('rejects an unknown state', async () => {
    await expect(applyProviderState(resetDemoDb(), 'no existe')).rejects.toBeInstanceOf(UnknownProviderStateError);
  });
});
