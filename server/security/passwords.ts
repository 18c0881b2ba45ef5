import { hash, verify } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '../../mocks/demo-accounts';

/**
 * Passwords are stored as argon2id hashes (docs/decisions/0064), with OWASP's minimum
 * parameters for argon2id (19 MiB, 2 passes, 1 lane): about 30–60 ms per hash or check on
 * one core of the 2-core machine, which bounds sign-ins per second per core (`npm run load`).
 * The rules set a password as typed (mocks/rules/accounts.ts); the store hashes it before
 * the row reaches the database (server/store/commit.ts), and the table refuses anything else.
 */
const PARAMETERS = { algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under verbatimModuleSyntax */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const isPasswordHash = (stored: string) => stored.startsWith('$argon2id$');

export const hashPassword = (plain: string) => hash(plain, PARAMETERS);

/** A hash of nothing anybody types: checked when the user does not exist, so both take as long. */
let decoy: Promise<string> | null = null;

export async function checkPassword(stored: string | null, typed: string): Promise<boolean> {
  if (stored === null || !isPasswordHash(stored)) {
    await verify(await (decoy ??= hashPassword(crypto.randomUUID())), typed).catch(() => false);
    return false;
  }
  return verify(stored, typed).catch(() => false);
}

/**
 * The demo's seed gives every account the README's password: one hash serves them all (a
 * seed of 15,000 accounts would otherwise take minutes), and a reset to the seed (test
 * controls) keeps a stored hash that already matches instead of writing every account again.
 * Only that published password is remembered; nobody's real password is kept in memory.
 */
let demoHash: Promise<string> | null = null;
const demoHashes = new Set<string>();

export async function storedPassword(plain: string, previous: string | undefined): Promise<string> {
  if (isPasswordHash(plain)) return plain;
  if (plain !== DEMO_PASSWORD) return hashPassword(plain);
  if (previous && isPasswordHash(previous) && (demoHashes.has(previous) || (await verify(previous, plain).catch(() => false)))) {
    demoHashes.add(previous);
    return previous;
  }
  const shared = await (demoHash ??= hashPassword(plain));
  demoHashes.add(shared);
  return shared;
}
