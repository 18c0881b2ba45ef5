import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '@mocks/core/jwt';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TOKEN_UPDATE_EVENT,
  endSession,
  followOtherTabs,
  restoreSession,
  sessionTokenStore,
  sessionUser,
  startSession,
} from '@/lib/session/session';

const token = () => signAccessToken({ id: 7, roleId: 3, status: 'active', username: 'duenio01', teamId: 4 });

describe('session', () => {
  it('restores the session user from stored tokens on start', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, await token());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    expect(restoreSession()).toMatchObject({ id: 7, roleId: 3, status: 'active', teamId: 4, username: 'duenio01' });
    expect(sessionUser.value?.id).toBe(7);
  });

  it('is empty without tokens', () => {
    expect(restoreSession()).toBeNull();
  });

  it('clears an undecodable stored token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'no-es-un-jwt');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('stores a new pair and fires the token-update event; logout removes both and fires it again', async () => {
    const listener = vi.fn();
    window.addEventListener(TOKEN_UPDATE_EVENT, listener);
    startSession({ accessToken: await token(), refreshToken: 'r' });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r');
    expect(sessionUser.value?.username).toBe('duenio01');
    endSession();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(sessionUser.value).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener(TOKEN_UPDATE_EVENT, listener);
  });

  it('clears the session when a new token cannot be decoded', () => {
    expect(startSession({ accessToken: 'basura', refreshToken: 'r' })).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('follows a login or logout made in another tab', async () => {
    const stop = followOtherTabs();
    localStorage.setItem(ACCESS_TOKEN_KEY, await token());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY }));
    expect(sessionUser.value?.id).toBe(7);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionUser.value).toBeNull();
    stop();
  });

  it('keeps a refreshed access token and its claims', async () => {
    startSession({ accessToken: 'x', refreshToken: 'r' });
    sessionTokenStore.setAccessToken(await token());
    expect(sessionUser.value?.teamId).toBe(4);
  });
});
