import { Role } from '@contracts/enums';
import { DEMO_PASSWORD } from '../../demo-accounts';
import type { CollectionName, CompetitionRow, PaymentType, UserRow } from '../schema';
import { boatNames, engineBrands, teamNameParts } from './catalogues';
import { FAKER_SEED, type SeedContext } from './context';
import { homeAddress, makePersonalInfo, usernameFor } from './people';
import { registerTeam } from './registrations';
import { categoriesOf, type RegistrationState } from './teams';


/**
 * Ids by counter. The seed context's `id` scans the collection (max + 1, the handlers' rule),
 * which at 15,000 users turns seeding quadratic; the scale rows only ever append, so a counter
 * started at the current maximum gives the same ids in linear time.
 */
function counterIds(ctx: SeedContext): SeedContext['id'] {
  const last = new Map<CollectionName, number>();
  return (collection) => {
    const rows = ctx.db[collection];
    const known = last.get(collection) ?? rows.reduce((max, r) => Math.max(max, r.id), 0);
    const next = Math.max(known, rows.at(-1)?.id ?? 0) + 1;
    last.set(collection, next);
    return next;
  };
}

/** One in ten teams is still being put together; most are registered, in every payment state. */
const registrations: (RegistrationState | null)[] = [
  'acceptedPaid', 'acceptedPaid', 'acceptedPaid', 'acceptedPaid', 'paidAwaitingAcceptance', 'pendingTransfer',
  'paymentInProgress', 'unpaid', 'unpaid', 'exempt', 'acceptedPaid', 'rejectedTransfer', 'acceptedPaid', 'unpaid',
  'pendingTransfer', 'acceptedPaid', 'paidAwaitingAcceptance', 'unpaid', null, null,
];
const memberCounts = [3, 3, 3, 3, 3, 3, 3, 2, 3, 1] as const;
const methods: PaymentType[] = ['transfer', 'mercadopago', 'cash'];

/**
 * The large demo (`MOCK_SCALE`): `count` more teams in the current competition, each with its
 * owner and members (users with personal data, an address and user log entries), most with a
 * boat, registered in every payment state with the payments that state implies. Appended
 * after the plain demo with its own faker seed, so no row of the plain demo moves.
 */
export function seedScale(ctx: SeedContext, count: number, env: { current: CompetitionRow; admin: UserRow }) {
  const { db, faker, clock } = ctx;
  faker.seed(FAKER_SEED + 1);
  const fast: SeedContext = { ...ctx, id: counterIds(ctx) };

  const addPerson = (teamId: number, role: typeof Role.TeamOwner | typeof Role.TeamMember, day: number, options: { licence: boolean; createdBy: number | null }) => {
    const info = makePersonalInfo(fast, { licence: options.licence });
    const created_at = clock.epoch(day, 10);
    const activated_at = clock.epoch(day + 2, 18);
    const user: UserRow = {
      id: fast.id('users'),
      username: usernameFor(fast, info),
      password: DEMO_PASSWORD,
      role_id: role,
      status: 'active',
      team_id: teamId,
      personal_info: info,
      created_at,
      updated_at: activated_at,
    };
    db.users.push(user);
    db.addresses.push(homeAddress(faker, fast.id('addresses'), user.id, activated_at));
    db.userLogs.push(
      { id: fast.id('userLogs'), user_id: user.id, action: 'creation', reason: null, performed_by: options.createdBy, created_at },
      { id: fast.id('userLogs'), user_id: user.id, action: 'activation', reason: null, performed_by: null, created_at: activated_at },
    );
    return user;
  };

  for (let i = 0; i < count; i++) {
    const members = memberCounts[i % memberCounts.length]!;
    const helmsman = members === 3 && i % 8 !== 5;
    const registration = registrations[i % registrations.length]!;
    const createdDay = 250 + (i % 90);
    const teamId = fast.id('teams');
    const owner = addPerson(teamId, Role.TeamOwner, createdDay, { licence: false, createdBy: null });
    const created_at = clock.epoch(createdDay + 3, 15);
    const base = `${faker.helpers.arrayElement(teamNameParts.first)} ${faker.helpers.arrayElement(teamNameParts.second)}`;
    const team = {
      id: teamId,
      name: fast.unique('team', (n) => (n ? `${base} ${n + 1}` : base)),
      institution_id: faker.helpers.arrayElement(db.institutions).id,
      owner_id: owner.id,
      category_ids: [] as ReturnType<typeof categoriesOf>,
      created_at,
      updated_at: created_at,
    };
    db.teams.push(team);

    const people = [owner];
    for (let m = 1; m < members; m++) {
      people.push(addPerson(teamId, Role.TeamMember, createdDay + 4, { licence: helmsman && m === 1, createdBy: owner.id }));
    }
    people.forEach((person, m) =>
      db.teamMembers.push({
        id: fast.id('teamMembers'),
        user_id: person.id,
        team_id: teamId,
        is_helmsman: helmsman && m === 1,
        member_category: null,
        created_at: person.created_at,
        updated_at: person.created_at,
      }),
    );
    team.category_ids = categoriesOf(people, members === 3 && i % 7 === 3);

    if (i % 12 !== 7) {
      db.boats.push({
        id: fast.id('boats'),
        team_id: teamId,
        name: fast.unique('boat', (n) => {
          const name = faker.helpers.arrayElement(boatNames);
          return n > 10 ? `${name} ${n}` : name;
        }),
        registration_number: fast.unique('boatRegistration', () => `REY-${faker.string.numeric(5)}`),
        engine_brand: faker.helpers.arrayElement(engineBrands),
        hp: faker.helpers.arrayElement([40, 60, 75, 90, 115, 140, 150, 200, 250]),
        has_radio: faker.datatype.boolean(0.7),
        is_yacht: faker.datatype.boolean(0.1),
        created_at,
        updated_at: created_at,
      });
    }

    if (registration) {
      const day = -28 + (i % 26);
      registerTeam(fast, {
        team,
        owner,
        competition: env.current,
        state: registration,
        registeredAt: clock.fromToday(day, 13),
        paidAt: clock.fromToday(day + 1, 16),
        paidVia: methods[i % methods.length]!,
        admin: env.admin,
      });
    }
  }
}
