import type { Catch, CatchChange, CatchField, catchCorrectionSchema, catchInputSchema } from '@contracts/entities/catches';
import { catchesMessages } from '@contracts/catches-messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import type { z } from 'zod';
import { badRequest, conflict, notFound, ruleBroken } from '../core/errors';
import { membersOf, registrationOf, teamById, userById } from '../db/queries';
import type { CatchRow, Db, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { isAdmin } from './caller';
import { notifyTeamMembers, teamNotificationData } from './team-notifications';
import { assertPieceScores } from './scoring-setup';

/**
 * Catches on a tournament day (issue 35): a judge logs them, the jury accepts, rejects or
 * corrects them, and every change after the log is kept in the catch's history.
 */

type CatchInput = z.output<typeof catchInputSchema>;
type CatchCorrection = z.output<typeof catchCorrectionSchema>;

export const catchOr404 = (db: Db, id: number): CatchRow => {
  const row = db.catches.find((c) => c.id === id);
  if (!row) throw notFound(catchesMessages.notFound);
  return row;
};

/** The team must be accepted in the competition, the member one of its own, the time not ahead, the piece one that scores. */
function assertCatchAllowed(db: Db, c: Pick<CatchRow, 'competition_id' | 'team_id' | 'fish_species_id' | 'size_cm' | 'participant_id' | 'caught_at'>, now: string) {
  if (!teamById(db, c.team_id)) throw notFound(teamsApiMessages.notFound);
  if (registrationOf(db, c.team_id, c.competition_id)?.status !== 'accepted') throw ruleBroken(catchesMessages.teamNotInCompetition);
  if (!membersOf(db, c.team_id).some((m) => m.user_id === c.participant_id)) throw ruleBroken(catchesMessages.memberNotInTeam);
  if (Date.parse(c.caught_at) > Date.parse(now)) throw ruleBroken(catchesMessages.caughtAhead);
  assertPieceScores(db, c.competition_id, c.fish_species_id, c.size_cm);
}

export function logCatch(db: Db, input: CatchInput, by: UserRow, now: string): CatchRow {
  const row: CatchRow = {
    id: nextId(db.catches),
    competition_id: input.competition_id,
    team_id: input.team_id,
    fish_species_id: input.fish_species_id,
    size_cm: input.size_cm,
    participant_id: input.participant_id,
    caught_at: new Date(input.caught_at).toISOString(),
    photo_ref: input.photo_ref ?? null,
    status: 'pending',
    rejection_reason: null,
    logged_by: by.id,
    history: [],
    created_at: now,
    updated_at: now,
  };
  assertCatchAllowed(db, row, now);
  db.catches.push(row);
  return row;
}

/** An organiser sees every catch; a judge the ones they logged. Newest first. */
export function catchesVisibleTo(db: Db, user: UserRow, competitionId: number, status?: CatchRow['status']): CatchRow[] {
  return db.catches
    .filter((c) => c.competition_id === competitionId && (status === undefined || c.status === status) && (isAdmin(user) || c.logged_by === user.id))
    .sort((a, b) => (a.caught_at < b.caught_at ? 1 : a.caught_at > b.caught_at ? -1 : b.id - a.id));
}

function record(row: CatchRow, by: UserRow, now: string, reason: string | null, changes: CatchChange[]) {
  row.history.push({ at: now, by: by.id, reason, changes });
  row.updated_at = now;
}

export function acceptCatch(row: CatchRow, by: UserRow, now: string) {
  if (row.status === 'accepted') throw conflict(catchesMessages.alreadyAccepted, 'BUSINESS_RULE');
  record(row, by, now, null, [{ field: 'status', from: row.status, to: 'accepted' }]);
  Object.assign(row, { status: 'accepted', rejection_reason: null });
}

/** A rejection stops the catch from scoring and reaches the bell of every member of the team. */
export function rejectCatch(db: Db, row: CatchRow, by: UserRow, reason: string, now: string) {
  if (row.status === 'rejected') throw conflict(catchesMessages.alreadyRejected, 'BUSINESS_RULE');
  record(row, by, now, reason, [{ field: 'status', from: row.status, to: 'rejected' }]);
  Object.assign(row, { status: 'rejected', rejection_reason: reason });
  const team = teamById(db, row.team_id);
  if (!team) return;
  const competition = db.competitions.find((c) => c.id === row.competition_id);
  notifyTeamMembers(
    db,
    team,
    'catch_rejected',
    {
      ...teamNotificationData(db, team, competition),
      species_name: db.fishSpecies.find((s) => s.id === row.fish_species_id)?.name ?? '',
      size_cm: row.size_cm.toLocaleString('es-AR', { maximumFractionDigits: 1 }),
      reason,
    },
    now,
  );
}

const correctable: readonly Exclude<CatchField, 'status'>[] = ['fish_species_id', 'size_cm', 'participant_id', 'caught_at'];

/** The jury's correction: only what changes, checked like a new log, and kept in the history with its reason. */
export function correctCatch(db: Db, row: CatchRow, by: UserRow, input: CatchCorrection, now: string) {
  const next = { ...row, ...(input.caught_at === undefined ? {} : { caught_at: new Date(input.caught_at).toISOString() }) };
  const changes: CatchChange[] = [];
  for (const field of correctable) {
    const value = field === 'caught_at' ? next.caught_at : input[field];
    if (value === undefined || value === row[field]) continue;
    changes.push({ field, from: row[field], to: value });
    (next as Record<string, unknown>)[field] = value;
  }
  if (changes.length === 0) throw badRequest(catchesMessages.nothingToCorrect);
  assertCatchAllowed(db, next, now);
  for (const change of changes) (row as Record<string, unknown>)[change.field] = change.to;
  record(row, by, now, input.reason, changes);
}

const personName = (db: Db, userId: number) => {
  const user = userById(db, userId);
  return { first_name: user?.personal_info?.first_name ?? user?.username ?? '', last_name: user?.personal_info?.last_name ?? '' };
};

export function toCatch(db: Db, row: CatchRow): Catch {
  const team = teamById(db, row.team_id);
  const registration = registrationOf(db, row.team_id, row.competition_id);
  const username = (id: number) => userById(db, id)?.username ?? '';
  return {
    id: row.id,
    competition_id: row.competition_id,
    team: { id: row.team_id, name: team?.name ?? '', team_number: registration?.team_number ?? null },
    species: { id: row.fish_species_id, name: db.fishSpecies.find((s) => s.id === row.fish_species_id)?.name ?? '' },
    size_cm: row.size_cm,
    participant: { id: row.participant_id, ...personName(db, row.participant_id) },
    caught_at: row.caught_at,
    photo_ref: row.photo_ref,
    status: row.status,
    rejection_reason: row.rejection_reason,
    logged_by_username: username(row.logged_by),
    logged_at: row.created_at,
    history: row.history.map((h) => ({ at: h.at, by_user_id: h.by, by_username: username(h.by), reason: h.reason, changes: h.changes.map((c) => ({ ...c })) })),
  };
}
