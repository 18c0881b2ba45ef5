import { membersOf, userById } from '../db/queries';
import type { CompetitionRow, Db } from '../db/schema';
import { notifyUser } from './notification-text';
import { dayAndTimeText } from './date-text';

/**
 * SPEC §2 notifications management: the competition-start reminder goes to every member
 * of every team accepted in the competition (those who will compete), and the send time
 * is remembered for the screen ('último envío').
 */
export function sendStartReminder(db: Db, competition: CompetitionRow, at: string): number {
  const acceptedTeams = db.teamCompetitions.filter((tc) => tc.competition_id === competition.id && tc.status === 'accepted').map((tc) => tc.team_id);
  const custom_data = { competition_name: `${competition.name} (edición ${competition.edition})`, start_date: dayAndTimeText(competition.start_date) };
  const recipients = acceptedTeams
    .flatMap((teamId) => membersOf(db, teamId))
    .filter((m) => userById(db, m.user_id)?.status !== 'inactive');
  for (const member of recipients) notifyUser(db, { user_id: member.user_id, team_id: member.team_id, type: 'competition_start', custom_data, created_at: at });
  db.settings.last_competition_start_reminder = at;
  return recipients.length;
}
