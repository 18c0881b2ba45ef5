import { membersOf, userByUsername } from '@mocks/db/queries';
import type { CatchRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { demoAccount } from '@mocks/demo-accounts';
import { logCatch } from '@mocks/rules/catches';
import { currentCompetition } from '@mocks/rules/current-competition';

/** The seeded current competition and its accepted teams with numbers, in number order. */
export const dayCompetition = () => currentCompetition(db())!;
export const acceptedRegistrations = () =>
  db()
    .teamCompetitions.filter((r) => r.competition_id === dayCompetition().id && r.status === 'accepted' && r.team_number !== null)
    .sort((a, b) => a.team_number! - b.team_number!);
export const speciesId = (name: string) => db().fishSpecies.find((s) => s.name === name)!.id;

/** One instant per test file, on a whole minute: two catches logged 'an hour ago' are caught at the same time (a full tie). */
const anchor = Math.floor(Date.now() / 60_000) * 60_000;

/**
 * A catch logged by the seeded judge ('fiscal.muelle') through the mock's own rule, as the
 * judge's phone would have: the `nth` accepted team, its first member, an hour ago unless told.
 */
export function loggedCatch(nth: number, species: string, sizeCm: number, minutesAgo = 60): CatchRow {
  const registration = acceptedRegistrations()[nth]!;
  const member = membersOf(db(), registration.team_id)[0]!;
  const judge = userByUsername(db(), demoAccount('judge').username)!;
  const now = new Date();
  return logCatch(
    db(),
    {
      competition_id: dayCompetition().id,
      team_id: registration.team_id,
      fish_species_id: speciesId(species),
      size_cm: sizeCm,
      participant_id: member.user_id,
      caught_at: new Date(anchor - minutesAgo * 60_000).toISOString(),
      photo_ref: null,
    },
    judge,
    now.toISOString(),
  );
}
