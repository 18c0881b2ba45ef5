import type { TeamListRow } from '@contracts/entities/teams';
import type { Db } from '../../mocks/db/schema';
import { toTeamListRows } from '../../mocks/db/mappers/teams';
import { currentCompetition } from '../../mocks/rules/current-competition';

/** The rows GET /teams gives an admin for the current competition (the mock's own mapper). */
export function teamListRows(db: Db): TeamListRow[] {
  const competition = currentCompetition(db);
  return toTeamListRows(db, db.teams, competition?.id);
}
