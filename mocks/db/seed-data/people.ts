import type { PersonalInfo } from '@contracts/entities/people';
import type { AccountStatus, RoleId } from '@contracts/enums';
import { DEMO_PASSWORD } from '../../demo-accounts';
import { appendUserLog } from '../../rules/user-log';
import type { AddressRow, UserRow } from '../schema';
import { SEED_EPOCH } from './clock';
import { clubs } from './catalogues';
import type { SeedContext } from './context';

export type PersonOptions = {
  sex?: 'M' | 'F';
  /** Under 18 on SEED_EPOCH (SPEC §9), which puts the team in the Menor category. */
  minor?: boolean;
  /** Helmsmen need a licence (SPEC §5 'Se necesita licencia para ser timonel'). */
  licence?: boolean;
};

/** 'María José' → 'mariajose': usernames allow only [A-Za-z0-9_.]. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const areaCodes = ['11', '341', '342', '343', '3329', '3487', '2241', '3777'];

export function makePersonalInfo(ctx: SeedContext, options: PersonOptions = {}): PersonalInfo {
  const { faker } = ctx;
  const sex = options.sex ?? (faker.number.int({ min: 0, max: 4 }) === 0 ? 'F' : 'M');
  const first_name = faker.person.firstName(sex === 'F' ? 'female' : 'male');
  const last_name = faker.person.lastName();
  const phone = () => {
    const area = faker.helpers.arrayElement(areaCodes);
    return area + faker.string.numeric(10 - area.length);
  };
  const birth = faker.date.birthdate(
    options.minor ? { mode: 'age', min: 12, max: 17, refDate: SEED_EPOCH } : { mode: 'age', min: 19, max: 72, refDate: SEED_EPOCH },
  );
  return {
    dni: ctx.unique('dni', () =>
      String(options.minor ? faker.number.int({ min: 46_000_000, max: 52_999_999 }) : faker.number.int({ min: 10_000_000, max: 44_999_999 })),
    ),
    first_name,
    last_name,
    primary_phone_number: phone(),
    secondary_phone_number: faker.datatype.boolean(0.3) ? phone() : null,
    emergency_contact_number: faker.datatype.boolean(0.7) ? phone() : null,
    licence_number: options.licence ? ctx.unique('licence', () => `PNA-${faker.string.numeric(6)}`) : null,
    birth_date: birth.toISOString().slice(0, 10),
    email: ctx.unique('email', (n) => `${slug(first_name)}.${slug(last_name)}${n || ''}@example.com`),
    gender: sex,
    blood_type: faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const) : null,
  };
}

/** A free username from a person's names, 6-35 characters of [a-z0-9.]. */
export const usernameFor = (ctx: SeedContext, info: Pick<PersonalInfo, 'first_name' | 'last_name'>) =>
  ctx.unique('username', (n) => {
    const base = `${slug(info.first_name).slice(0, 15)}.${slug(info.last_name).slice(0, 15)}`;
    return (n ? `${base}${n}` : base).padEnd(6, '0');
  });

export type UserSpec = {
  username?: string;
  role_id: RoleId;
  status: AccountStatus;
  team_id?: number | null;
  personal_info: PersonalInfo | null;
  /** Days after SEED_EPOCH the account was created. */
  createdDay: number;
  /** Who created the account (admin or team owner); null when the person signed up. */
  createdBy?: number | null;
};

/**
 * Creates a user the way the real flows would have: the row, a home address once the
 * account is active, and the user log entries (creation, activation, deactivation).
 */
export function addUser(ctx: SeedContext, spec: UserSpec): UserRow {
  const { db, clock, faker } = ctx;
  const created_at = clock.epoch(spec.createdDay, 10);
  const activated_at = clock.epoch(spec.createdDay + 2, 18);
  const fixed = spec.username;
  const username = fixed
    ? ctx.unique('username', (n) => {
        if (n) throw new Error(`Usuario repetido en la semilla: ${fixed}`);
        return fixed;
      })
    : usernameFor(ctx, spec.personal_info ?? { first_name: faker.person.firstName(), last_name: faker.person.lastName() });
  const user: UserRow = {
    id: ctx.id('users'),
    username,
    password: DEMO_PASSWORD,
    role_id: spec.role_id,
    status: spec.status,
    team_id: spec.team_id ?? null,
    personal_info: spec.personal_info,
    created_at,
    updated_at: spec.status === 'registered' ? created_at : activated_at,
  };
  db.users.push(user);
  appendUserLog(db, { user_id: user.id, action: 'creation', performed_by: spec.createdBy ?? null, created_at });

  if (spec.status !== 'registered' && spec.personal_info) {
    db.addresses.push(homeAddress(ctx.faker, ctx.id('addresses'), user.id, activated_at));
    appendUserLog(db, { user_id: user.id, action: 'activation', created_at: activated_at });
  }
  if (spec.status === 'inactive') {
    appendUserLog(db, {
      user_id: user.id,
      action: 'deactivation',
      reason: 'Dejó el equipo',
      created_at: clock.epoch(spec.createdDay + 40, 9),
    });
  }
  return user;
}

/** An activated account's home address, in a club's city (draws a club, then a street). */
export function homeAddress(faker: SeedContext['faker'], id: number, userId: number, at: string): AddressRow {
  const club = faker.helpers.arrayElement(clubs);
  return {
    id,
    address_line: faker.location.streetAddress(),
    city: club.city,
    state: club.state,
    country: 'Argentina',
    owner_id: userId,
    owner_type: 'user',
    is_active: true,
    created_at: at,
    updated_at: at,
  };
}
