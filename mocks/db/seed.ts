import type { Db, PaymentType } from './schema';
import { seedAccountsWithoutTeam, seedAdmins } from './seed-data/accounts';
import { categories, fishSpecies } from './seed-data/catalogues';
import { seedInstitutions } from './seed-data/clubs';
import { seedCompetitions } from './seed-data/competitions';
import { createSeedContext } from './seed-data/context';
import { seedHelpDesk } from './seed-data/help-desk';
import { seedLinkedOwnerRole } from './seed-data/linked-owner-role';
import { seedHostileTexts } from './seed-data/hostile';
import { seedNotifications } from './seed-data/notifications';
import { registerTeam } from './seed-data/registrations';
import { seedResults } from './seed-data/results';
import { seedScale } from './seed-data/scale';
import { seedTeams } from './seed-data/teams';
import { seedTournamentDay } from './seed-data/tournament-day';

export type SeedOptions = {
  /**
   * The day the current competition's registration window is centred on. Defaults to the
   * real current date (rounded to UTC midnight) so the demo always has registration open;
   * every other state-defining date is fixed (see seed-data/clock.ts).
   */
  today?: Date;
  /** Extra teams of the large demo (`MOCK_SCALE`, seed-data/scale.ts), appended after all the rest. */
  scale?: number;
};

const methods: PaymentType[] = ['transfer', 'mercadopago', 'cash'];

/**
 * The demo database: 12 clubs (and one whose texts carry HTML payloads, with the team of
 * 'capitan.hostil': seed-data/hostile.ts), a finished competition with published results, a current
 * competition with registration open and prices of the three payment types, ~60 teams in
 * every state, users of the four roles (with the demo accounts of demo-accounts.ts), help
 * requests, notifications and user log entries. Deterministic: fixed faker seed.
 */
export function buildSeedDb(options: SeedOptions = {}): Db {
  const ctx = createSeedContext(options.today);
  const { db, clock } = ctx;
  db.categories.push(...categories);
  db.fishSpecies.push(...fishSpecies);

  seedInstitutions(ctx);
  const { systemAdmin, clientAdmin, admins } = seedAdmins(ctx);
  const { past, current } = seedCompetitions(ctx);
  const teams = seedTeams(ctx);
  const { teamless } = seedAccountsWithoutTeam(ctx, clientAdmin);

  // The finished competition: the veteran teams, all accepted and paid, in August 2025.
  const veterans = teams.filter((t) => t.veteran);
  veterans.forEach((t, i) => {
    const registeredAt = new Date(Date.parse('2025-08-04T14:00:00.000Z') + i * 2 * 86_400_000).toISOString();
    registerTeam(ctx, {
      ...t,
      competition: past,
      state: 'acceptedPaid',
      registeredAt,
      paidAt: new Date(Date.parse(registeredAt) + 86_400_000).toISOString(),
      paidVia: methods[i % methods.length]!,
      admin: clientAdmin,
    });
  });
  seedResults(ctx, past, veterans.map((t) => t.team));

  // The current competition: registrations spread over the open window, up to yesterday.
  teams
    .filter((t) => t.registration !== null)
    .forEach((t, i) => {
      const day = -28 + (i % 26);
      registerTeam(ctx, {
        ...t,
        competition: current,
        state: t.registration!,
        registeredAt: clock.fromToday(day, 13),
        paidAt: clock.fromToday(day + 1, 16),
        paidVia: methods[i % methods.length]!,
        admin: clientAdmin,
      });
    });

  const askers = teams.slice(0, 5).map((t) => t.owner);
  seedHelpDesk(ctx, { admin: admins[2]!, askers, clubRequester: teamless[1]! });
  seedNotifications(ctx, current, past);
  // Appended after everything else, so adding it changed no other row (docs/decisions/0009).
  seedLinkedOwnerRole(ctx, teams, clientAdmin);
  // Last, so it shifts no id and no faker draw of the rows above.
  seedHostileTexts(ctx, { admin: admins[2]! });
  // The tournament day's judge and scoring (issue 35), after the hostile team for the same reason.
  seedTournamentDay(ctx, { current, systemAdmin });
  // The large demo comes after the plain one, with its own faker seed: no plain row moves.
  if (options.scale) seedScale(ctx, options.scale, { current, admin: clientAdmin });
  return db;
}
