import { notifyUser, teamNotificationTypes } from '../../rules/notification-text';
import { teamStatus } from '../../rules/team-status';
import type { CompetitionRow } from '../schema';
import type { SeedContext } from './context';
import { dayAndTimeText } from '../../rules/date-text';

/**
 * Per-user notifications: reminders for what each team still lacks in the current
 * competition (some already read), payment confirmations, and the start reminder of the
 * finished competition. Also the notifications screen's singletons.
 */
export function seedNotifications(ctx: SeedContext, current: CompetitionRow, past: CompetitionRow) {
  const { db, clock } = ctx;
  db.teams.forEach((team, i) => {
    const status = teamStatus(db, team.id, current.id);
    const custom_data = {
      team_name: team.name,
      members_count: status.membersCount,
      competition_name: current.name,
      team_number: status.registration?.team_number ?? '',
    };
    teamNotificationTypes
      .filter((type) => status.missing[type] && (type !== 'payment_due' || status.registration))
      .forEach((type, k) =>
        notifyUser(db, {
          user_id: team.owner_id,
          team_id: team.id,
          type,
          custom_data,
          status: (i + k) % 3 === 0 ? 'read' : 'unread',
          created_at: clock.fromToday(-10 + k, 13),
        }),
      );
    if (status.isPaid) {
      notifyUser(db, {
        user_id: team.owner_id,
        team_id: team.id,
        type: 'payment_approved',
        custom_data,
        status: i % 2 ? 'read' : 'unread',
        created_at: status.registration!.updated_at,
      });
    }
  });

  // Everyone has at least a welcome; accounts still to activate are told how.
  for (const user of db.users.filter((u) => u.status !== 'inactive')) {
    const pending = user.status === 'registered';
    notifyUser(db, {
      user_id: user.id,
      type: 'general',
      title: pending ? 'Activá tu cuenta' : '¡Bienvenido!',
      custom_data: {
        message: pending
          ? 'Completá tus datos personales para empezar a usar la plataforma.'
          : `Hola ${user.personal_info?.first_name ?? user.username}, ya podés usar la plataforma de inscripción.`,
      },
      action_url: pending ? '/dashboard/activate-account' : null,
      status: pending ? 'unread' : 'read',
      created_at: user.updated_at,
    });
  }

  const reminderAt = '2025-10-15T12:00:00.000Z';
  const pastTeams = new Set(db.teamCompetitions.filter((tc) => tc.competition_id === past.id).map((tc) => tc.team_id));
  for (const member of db.teamMembers.filter((m) => pastTeams.has(m.team_id))) {
    notifyUser(db, {
      user_id: member.user_id,
      type: 'competition_start',
      custom_data: { competition_name: `${past.name} (edición ${past.edition})`, start_date: dayAndTimeText(past.start_date) },
      status: 'read',
      created_at: reminderAt,
    });
  }
  db.settings.scheduled_notifications_running = true;
  db.settings.last_competition_start_reminder = reminderAt;
  db.settings.transfer_account = {
    transfer_alias: 'CONCURSO.PESCA.PARANA',
    cvu_cbu: '0110599520000012345678',
    bank_name: 'Banco de la Nación Argentina',
    account_holder: 'Asociación de Pesca Deportiva del Paraná',
  };
}
