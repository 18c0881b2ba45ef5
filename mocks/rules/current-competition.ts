import type { CompetitionRow, Db } from '../db/schema';
import { byStartDate } from './competition-availability';

/**
 * GET /competitions/current: the earliest competition that has not ended yet; when all
 * have ended, the one that ended last (so results and lists still have a subject).
 */
export function currentCompetition(db: Db, now: Date = new Date()): CompetitionRow | undefined {
  const byStart = [...db.competitions].sort(byStartDate);
  return byStart.find((c) => new Date(c.end_date) >= now) ?? byStart.at(-1);
}

/** SPEC §4: registration is open when now lies between registration_start and registration_end. */
export const isRegistrationOpen = (c: Pick<CompetitionRow, 'registration_start' | 'registration_end'>, now: Date = new Date()) =>
  new Date(c.registration_start) <= now && now <= new Date(c.registration_end);
