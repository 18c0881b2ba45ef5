import type { AccountStatus, RoleId } from '@contracts/enums';
import type { PersonalInfo } from '@contracts/entities/people';
import { conflictMessages } from '@contracts/messages';
import { conflict } from '../core/errors';
import { userByUsername } from '../db/queries';
import type { Db, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { appendUserLog } from './user-log';

export function assertUsernameFree(db: Db, username: string) {
  if (userByUsername(db, username)) throw conflict(conflictMessages.USERNAME_IN_USE, 'USERNAME_IN_USE');
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * A free username for an account created by an admin or an owner (SPEC §2 new-credentials):
 * from the person's names when known, 6-35 characters of [a-z0-9.].
 */
export function generateUsername(db: Db, names?: { first_name: string; last_name: string }): string {
  const base = names ? `${slug(names.first_name).slice(0, 15)}.${slug(names.last_name).slice(0, 15)}` : 'usuario';
  for (let n = 0; ; n++) {
    const candidate = (n ? `${base}${n}` : base).padEnd(6, '0');
    if (!userByUsername(db, candidate)) return candidate;
  }
}

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 10-character password (shown once to whoever created the account). */
export function generatePassword(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => passwordAlphabet[b % passwordAlphabet.length]).join('');
}

/** Adds a user row and its 'creation' log entry. */
export function createUser(
  db: Db,
  spec: { username: string; password: string; role_id: RoleId; status: AccountStatus; team_id?: number | null; personal_info?: PersonalInfo | null },
  performedBy: number | null,
): UserRow {
  const now = new Date().toISOString();
  const user: UserRow = {
    id: nextId(db.users),
    username: spec.username,
    password: spec.password,
    role_id: spec.role_id,
    status: spec.status,
    team_id: spec.team_id ?? null,
    personal_info: spec.personal_info ?? null,
    created_at: now,
    updated_at: now,
  };
  db.users.push(user);
  appendUserLog(db, { user_id: user.id, action: 'creation', performed_by: performedBy, created_at: now });
  return user;
}
