/**
 * How a typed password is checked against the stored one. The demo, the tests and the HTTP
 * mock keep passwords as typed (docs/decisions/0031: their passwords are printed in the
 * README); the production server installs argon2id (server/security/passwords.ts), and its
 * database refuses a row whose password is not a hash.
 */
/** `stored` null: no such user; a server still spends the time of a check, so timing does not tell who exists. */
export type PasswordCheck = (stored: string | null, typed: string) => Promise<boolean>;

let check: PasswordCheck = async (stored, typed) => stored === typed;

export const passwordMatches = (stored: string | null, typed: string) => check(stored, typed);

export function usePasswordCheck(next: PasswordCheck) {
  check = next;
}
