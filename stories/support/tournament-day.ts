import { db } from '../../mocks/db/store';
import { membersOf, userByUsername } from '../../mocks/db/queries';
import { demoAccount } from '../../mocks/demo-accounts';
import { acceptCatch, logCatch, rejectCatch } from '../../mocks/rules/catches';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { CategoryIds } from '../../mocks/db/schema';

/**
 * The tournament day's data for the stories (issue 35): catches the seeded judge logged on the
 * current competition, some decided by the jury. A story loader, listed after the session's
 * (which resets the demo data first).
 */
type Piece = { team: number; species: string; size: number; minutesAgo: number; status?: 'accepted' | 'rejected' };

const HOUR = 3_600_000;

export const dayPieces: Piece[] = [
  { team: 0, species: 'Dorado', size: 62.5, minutesAgo: 40, status: 'accepted' },
  { team: 1, species: 'Pejerrey', size: 31, minutesAgo: 55, status: 'accepted' },
  { team: 1, species: 'Tararira', size: 44, minutesAgo: 70, status: 'accepted' },
  { team: 2, species: 'Boga', size: 51.5, minutesAgo: 90, status: 'accepted' },
  { team: 3, species: 'Surubí', size: 88, minutesAgo: 20 },
  { team: 4, species: 'Pejerrey', size: 27.5, minutesAgo: 15 },
  { team: 5, species: 'Tararira', size: 36, minutesAgo: 35, status: 'rejected' },
];

export function logDayCatches(pieces: readonly Piece[] = dayPieces, competition = currentCompetition(db())!) {
  const data = db();
  const judge = userByUsername(data, demoAccount('judge').username)!;
  const admin = userByUsername(data, demoAccount('clientAdmin').username)!;
  const teams = data.teamCompetitions
    .filter((r) => r.competition_id === competition.id && r.status === 'accepted' && r.team_number !== null)
    .sort((a, b) => a.team_number! - b.team_number!);
  // One team in two categories, so the leaderboard has category tables.
  const first = data.teams.find((t) => t.id === teams[0]!.team_id)!;
  first.category_ids = [CategoryIds.Female, CategoryIds.Minors];
  const now = Date.now() - (competition.end_date < new Date().toISOString() ? 2 * HOUR : 0);
  for (const piece of pieces) {
    const registration = teams[piece.team]!;
    const row = logCatch(
      data,
      {
        competition_id: competition.id,
        team_id: registration.team_id,
        fish_species_id: data.fishSpecies.find((s) => s.name === piece.species)!.id,
        size_cm: piece.size,
        participant_id: membersOf(data, registration.team_id)[0]!.user_id,
        caught_at: new Date(now - piece.minutesAgo * 60_000).toISOString(),
        photo_ref: null,
      },
      judge,
      new Date(now).toISOString(),
    );
    if (piece.status === 'accepted') acceptCatch(row, admin, new Date(now).toISOString());
    if (piece.status === 'rejected') rejectCatch(data, row, admin, 'La foto no muestra la medida', new Date(now).toISOString());
  }
  return competition;
}

/** The current competition's dates moved so the day is before its start, on, or over. */
export function setDay(phase: 'before' | 'live' | 'ended', competition = currentCompetition(db())!) {
  const now = Date.now();
  const [start, end] = phase === 'before' ? [now + 2 * 24 * HOUR + 5 * HOUR, now + 3 * 24 * HOUR] : phase === 'live' ? [now - 3 * HOUR, now + 5 * HOUR] : [now - 9 * HOUR, now - HOUR];
  competition.start_date = new Date(start).toISOString();
  competition.end_date = new Date(end).toISOString();
  return competition;
}

/** A story's beforeEach (it runs after the preview has restored the seed): the day's dates and catches. */
export const dayCatches = (phase: 'before' | 'live' | 'ended' = 'live', pieces: readonly Piece[] = dayPieces) => () => {
  // Chosen before its dates move: once over, another competition may become the current one.
  const competition = setDay(phase, currentCompetition(db())!);
  logDayCatches(pieces, competition);
};
