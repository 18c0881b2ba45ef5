import { Role } from '@contracts/enums';
import { demoAccount, type DemoAccountKey } from '../../demo-accounts';
import { CategoryIds, type CategoryId, type MemberCategory, type TeamRow, type UserRow } from '../schema';
import { SEED_EPOCH } from './clock';
import { boatNames, engineBrands, teamNameParts } from './catalogues';
import type { SeedContext } from './context';
import { addUser, makePersonalInfo } from './people';

/** How a team stands in the current competition (registrations.ts turns it into rows). */
export type RegistrationState =
  | 'acceptedPaid'
  | 'paidAwaitingAcceptance'
  | 'exempt'
  | 'pendingTransfer'
  | 'paymentInProgress'
  | 'rejectedTransfer'
  | 'unpaid';

type Scenario = {
  count: number;
  /** Members including the owner (SPEC §9: exactly 3 make a complete team). */
  members: 1 | 2 | 3;
  helmsman: boolean;
  boat: boolean;
  registration: RegistrationState | null;
  /** The first team of the scenario belongs to this demo owner (and demo member). */
  demoOwner?: DemoAccountKey;
  demoMember?: DemoAccountKey;
  /** Teams of this scenario took part in the finished competition. */
  veterans?: boolean;
};

/** ~60 teams covering every state the screens and the admin lists distinguish. */
const scenarios: Scenario[] = [
  { count: 20, members: 3, helmsman: true, boat: true, registration: 'acceptedPaid', demoOwner: 'ownerCompleteTeam', demoMember: 'teamMember', veterans: true },
  { count: 4, members: 3, helmsman: true, boat: true, registration: 'paidAwaitingAcceptance', veterans: true },
  { count: 3, members: 3, helmsman: true, boat: true, registration: 'exempt' },
  { count: 5, members: 3, helmsman: true, boat: true, registration: 'pendingTransfer' },
  { count: 4, members: 3, helmsman: true, boat: true, registration: 'paymentInProgress' },
  { count: 2, members: 3, helmsman: true, boat: true, registration: 'rejectedTransfer' },
  { count: 6, members: 3, helmsman: true, boat: true, registration: 'unpaid', demoOwner: 'ownerUnpaidTeam' },
  { count: 3, members: 2, helmsman: false, boat: true, registration: 'unpaid', demoOwner: 'ownerIncompleteTeam' },
  { count: 2, members: 1, helmsman: false, boat: true, registration: 'unpaid' },
  { count: 4, members: 3, helmsman: false, boat: true, registration: 'unpaid' },
  { count: 3, members: 3, helmsman: true, boat: false, registration: 'unpaid' },
  { count: 1, members: 3, helmsman: true, boat: false, registration: null },
  { count: 3, members: 3, helmsman: true, boat: true, registration: null },
  { count: 2, members: 1, helmsman: false, boat: false, registration: null },
];

export type SeededTeam = { team: TeamRow; owner: UserRow; registration: RegistrationState | null; veteran: boolean };

const memberCategories: (MemberCategory | null)[] = [null, null, null, null, null, null, 'vip', 'journalist', 'past_winner', 'other'];

function teamName(ctx: SeedContext) {
  return ctx.unique('team', (n) => {
    const name = `${ctx.faker.helpers.arrayElement(teamNameParts.first)} ${ctx.faker.helpers.arrayElement(teamNameParts.second)}`;
    return n > 20 ? `${name} ${n}` : name;
  });
}

export function seedTeams(ctx: SeedContext): SeededTeam[] {
  const { db, faker, clock } = ctx;
  const seeded: SeededTeam[] = [];
  let index = 0;

  for (const scenario of scenarios) {
    for (let i = 0; i < scenario.count; i++, index++) {
      const demoOwner = i === 0 && scenario.demoOwner ? demoAccount(scenario.demoOwner) : undefined;
      const demoMember = i === 0 && scenario.demoMember ? demoAccount(scenario.demoMember) : undefined;
      // Veterans exist before the October 2025 competition; the rest joined later.
      const createdDay = scenario.veterans ? 5 + index * 3 : 250 + index;
      const teamId = ctx.id('teams');
      const owner = addUser(ctx, {
        username: demoOwner?.username,
        role_id: Role.TeamOwner,
        status: 'active',
        team_id: teamId,
        personal_info: makePersonalInfo(ctx, { licence: scenario.helmsman && faker.datatype.boolean(0.3) }),
        createdDay,
      });
      const created_at = clock.epoch(createdDay + 3, 15);
      const team: TeamRow = {
        id: teamId,
        name: teamName(ctx),
        institution_id: faker.helpers.arrayElement(db.institutions).id,
        owner_id: owner.id,
        category_ids: [],
        created_at,
        updated_at: created_at,
      };
      db.teams.push(team);

      // The owner is the first member; invited members are registered by the owner.
      const people = [owner];
      for (let m = 1; m < scenario.members; m++) {
        const isDemoMember = demoMember && m === 1;
        // Some members of teams still being put together have not activated their account yet.
        const notActivated = !demoOwner && scenario.registration !== 'acceptedPaid' && m === scenario.members - 1 && faker.datatype.boolean(0.4);
        people.push(
          addUser(ctx, {
            username: isDemoMember ? demoMember.username : undefined,
            role_id: Role.TeamMember,
            status: notActivated ? 'registered' : 'active',
            team_id: teamId,
            personal_info: makePersonalInfo(ctx, { licence: scenario.helmsman && m === 1, minor: index % 9 === 4 && m === 2 }),
            createdDay: createdDay + 4,
            createdBy: owner.id,
          }),
        );
      }
      const helmsman = scenario.helmsman ? (people.find((p) => p.personal_info?.licence_number) ?? people[0]) : undefined;
      for (const person of people) {
        db.teamMembers.push({
          id: ctx.id('teamMembers'),
          user_id: person.id,
          team_id: teamId,
          is_helmsman: person === helmsman,
          member_category: person === owner ? null : faker.helpers.arrayElement(memberCategories),
          created_at: person.created_at,
          updated_at: person.created_at,
        });
      }
      if (helmsman && !helmsman.personal_info?.licence_number && helmsman.personal_info) {
        helmsman.personal_info.licence_number = ctx.unique('licence', () => `PNA-${faker.string.numeric(6)}`);
      }

      team.category_ids = categoriesOf(people, scenario.members === 3 && index % 7 === 3);

      if (scenario.boat) {
        db.boats.push({
          id: ctx.id('boats'),
          team_id: teamId,
          name: ctx.unique('boat', (n) => `${faker.helpers.arrayElement(boatNames)}${n > 10 ? ` ${n}` : ''}`),
          registration_number: ctx.unique('boatRegistration', () => `REY-${faker.string.numeric(5)}`),
          engine_brand: faker.helpers.arrayElement(engineBrands),
          hp: faker.helpers.arrayElement([40, 60, 75, 90, 115, 140, 150, 200, 250]),
          has_radio: faker.datatype.boolean(0.7),
          is_yacht: faker.datatype.boolean(0.1),
          created_at,
          updated_at: created_at,
        });
      }
      seeded.push({ team, owner, registration: scenario.registration, veteran: Boolean(scenario.veterans) });
    }
  }
  return seeded;
}

/** Menor when a member is a minor, Dama when a woman fishes, Familia when the owner chose it. */
export function categoriesOf(people: UserRow[], family: boolean): CategoryId[] {
  const ids: CategoryId[] = [];
  const ageOn = (birth: string) => (Date.parse(SEED_EPOCH) - Date.parse(birth)) / (365.25 * 24 * 3600 * 1000);
  if (people.some((p) => p.personal_info?.birth_date && ageOn(p.personal_info.birth_date) < 18)) ids.push(CategoryIds.Minors);
  if (people.some((p) => p.personal_info?.gender === 'F')) ids.push(CategoryIds.Female);
  if (family) ids.push(CategoryIds.Family);
  return ids;
}
