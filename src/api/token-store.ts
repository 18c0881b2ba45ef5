/** What the client needs from the session: read tokens, store a refreshed one, forget both. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setAccessToken(token: string): void;
  /** The successor a rotating backend answered to a refresh: the token sent is spent. */
  setRefreshToken(token: string): void;
  clear(): void;
}

/** A store held in memory, for Pact tests and scripts. */
export const memoryTokenStore = (access: string | null = null, refresh: string | null = null): TokenStore => {
  let accessToken = access;
  let refreshToken = refresh;
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setAccessToken: (t) => {
      accessToken = t;
    },
    setRefreshToken: (t) => {
      refreshToken = t;
    },
    clear: () => {
      accessToken = null;
      refreshToken = null;
    },
  };
};
