import { ruleBroken } from '../core/errors';
import { membersOf } from '../db/queries';
import type { Db, TeamRow, UserRow } from '../db/schema';
import { detachMember } from './team-membership';
import { teamsApiMessages } from '@contracts/teams-messages';

/**
 * What keeps a team from being deleted: money taken or on its way (a paid, exempt or
 * accepted registration; a payment in progress), published results, which name the team, and
 * the tournament day's record (a departure from the dock, a catch). An unpaid registration
 * does not: it goes with the team.
 */
export function assertTeamDeletable(db: Db, team: TeamRow) {
  const registrations = db.teamCompetitions.filter((tc) => tc.team_id === team.id);
  if (registrations.some((tc) => tc.status === 'accepted' || tc.payment_status === 'paid' || tc.payment_status === 'exempt')) {
    throw ruleBroken(teamsApiMessages.paidRegistration);
  }
  if (registrations.some((tc) => tc.status === 'payment_in_progress' || tc.payment_status === 'pending')) {
    throw ruleBroken(teamsApiMessages.paymentInProgress);
  }
  const hasResults = [db.overallResults, db.biggestFishResults, db.categoryResults].some((rows) => rows.some((r) => r.team_id === team.id));
  if (hasResults) throw ruleBroken(teamsApiMessages.publishedResults);
  // An exemption removed after the day would make the team deletable again: its record stays.
  if (db.checkIns.some((c) => c.team_id === team.id) || db.catches.some((c) => c.team_id === team.id)) throw ruleBroken(teamsApiMessages.fishedAlready);
}

const removeWhere = <T>(rows: T[], test: (row: T) => boolean) => {
  for (let i = rows.length - 1; i >= 0; i--) if (test(rows[i]!)) rows.splice(i, 1);
};

/**
 * DELETE /teams: the team, its boat, its unpaid registrations with their (rejected)
 * payments, and its members' links. The owner keeps an active account without a team (and
 * may create another); invited members' accounts are deactivated with a log entry, since
 * they exist only for the team (team-membership.detachMember). The team's reminders are
 * marked deleted, as they would point at a team that no longer exists.
 */
export function deleteTeam(db: Db, team: TeamRow, performedBy: UserRow) {
  assertTeamDeletable(db, team);
  for (const membership of membersOf(db, team.id)) detachMember(db, membership, { reason: teamsApiMessages.deleted, performedBy: performedBy.id });

  const registrationIds = new Set(db.teamCompetitions.filter((tc) => tc.team_id === team.id).map((tc) => tc.id));
  const paymentIds = new Set(db.payments.filter((p) => registrationIds.has(p.team_competition_id)).map((p) => p.id));
  removeWhere(db.cashPayments, (c) => paymentIds.has(c.payment_id));
  removeWhere(db.transferPayments, (t) => paymentIds.has(t.payment_id));
  removeWhere(db.payments, (p) => paymentIds.has(p.id));
  removeWhere(db.paymentAttempts, (a) => registrationIds.has(a.team_competition_id));
  removeWhere(db.teamCompetitions, (tc) => registrationIds.has(tc.id));
  removeWhere(db.boats, (b) => b.team_id === team.id);
  removeWhere(db.teams, (t) => t.id === team.id);

  const now = new Date().toISOString();
  for (const n of db.userNotifications) if (n.team_id === team.id && n.status !== 'deleted') Object.assign(n, { status: 'deleted', updated_at: now });
}
