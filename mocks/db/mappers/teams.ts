import type { AcceptedTeam, RosterTeam, Team, TeamDetail, TeamListRow, TeamProgress } from '@contracts/entities/teams';
import { isFamily } from '../../rules/team-categories';
import { teamStatus } from '../../rules/team-status';
import { boatOf, displayName, institutionById, membersOf, registrationOf, userById } from '../queries';
import type { Db, TeamCompetitionRow, TeamRow } from '../schema';
import { toBoat } from './boats';
import { derived, mappedRow } from '../derived';
import { paidAmount, paidByRegistration, paymentsOf, toPaymentHistoryRow } from './payments';
import { toMember } from './people';

const categoriesOf = (team: TeamRow) => team.category_ids.map((category_id) => ({ category_id }));

const institutionNameOf = (db: Db, team: TeamRow) => institutionById(db, team.institution_id)?.name ?? '';

/** GET /teams for its owner and members: the team with its club, boat and members. */
export function toTeam(db: Db, team: TeamRow): Team {
  const boat = boatOf(db, team.id);
  return {
    id: team.id,
    name: team.name,
    owner_id: team.owner_id,
    institution_id: team.institution_id,
    institution: { id: team.institution_id, name: institutionNameOf(db, team) },
    is_family: isFamily(team),
    categories: categoriesOf(team),
    boat: boat ? toBoat(boat) : null,
    members: membersOf(db, team.id).map((m) => toMember(db, m)),
  };
}

/** GET /teams/progress: what the team still lacks in the competition (the current one). */
export function toTeamProgress(db: Db, team: TeamRow, competitionId: number | undefined): TeamProgress {
  const status = teamStatus(db, team.id, competitionId);
  return {
    team_id: team.id,
    is_registered: status.registration !== undefined,
    has_boat: status.hasBoat,
    members_count: status.membersCount,
    has_helmsman: status.hasHelmsman,
    is_paid: status.isPaid,
    team_number: status.registration?.team_number ?? null,
  };
}

/**
 * The admins' team list for a competition (registration fields null when not registered).
 * Each lookup is indexed once for the whole list: row by row, the large demo's 5,000 teams
 * took ~2 s of scans of users, members, registrations and payments (MOCK_SCALE). On the
 * production API the indexes and each unchanged row are kept between requests (../derived.ts).
 */
export function toTeamListRows(db: Db, teams: readonly TeamRow[], competitionId: number | undefined): TeamListRow[] {
  const registrations = derived(`first-registration-by-team:${competitionId}`, [db.teamCompetitions], () => {
    const first = new Map<number, TeamCompetitionRow>();
    for (const tc of db.teamCompetitions) if (tc.competition_id === competitionId && !first.has(tc.team_id)) first.set(tc.team_id, tc);
    return first;
  });
  const users = derived('users-by-id', [db.users], () => new Map(db.users.map((u) => [u.id, u])));
  const institutions = derived('institution-names', [db.institutions], () => new Map(db.institutions.map((i) => [i.id, i.name])));
  const memberCounts = derived('member-counts', [db.teamMembers], () => {
    const counts = new Map<number, number>();
    for (const m of db.teamMembers) counts.set(m.team_id, (counts.get(m.team_id) ?? 0) + 1);
    return counts;
  });
  const paid = paidByRegistration(db);

  return teams.map((team) => {
    const registration = registrations.get(team.id);
    const owner = users.get(team.owner_id);
    const institutionName = institutions.get(team.institution_id) ?? '';
    const members = memberCounts.get(team.id) ?? 0;
    const paidAmount = registration ? (paid.get(registration.id) ?? 0) : 0;
    return mappedRow('team-list-row', team, [registration, owner, institutionName, members, paidAmount], () => ({
      team_id: team.id,
      team_name: team.name,
      registration_number: registration?.registration_number ?? null,
      team_number: registration?.team_number ?? null,
      institution_name: institutionName,
      owner_name: owner ? displayName(owner) : '',
      total_members: members,
      categories: categoriesOf(team),
      competition_status: registration?.status ?? null,
      payment_status: registration?.payment_status ?? null,
      is_payment_exempt: registration?.is_payment_exempt ?? false,
      total_paid_amount: paidAmount,
    }));
  });
}

/** GET /teams/{id}?competition_id (admin team detail). */
/** The owner's name and primary phone, for an admin who writes to them (issue 22). */
function teamOwnerContact(db: Db, team: TeamRow): TeamDetail['owner'] {
  const info = userById(db, team.owner_id)?.personal_info;
  if (!info) return null;
  return { first_name: info.first_name, last_name: info.last_name, phone: info.primary_phone_number ?? null };
}

export function toTeamDetail(db: Db, team: TeamRow, competitionId: number | undefined): TeamDetail {
  const registration = competitionId === undefined ? undefined : registrationOf(db, team.id, competitionId);
  const boat = boatOf(db, team.id);
  const history = registration
    ? paymentsOf(db, registration.id)
        .map((p) => toPaymentHistoryRow(db, p))
        .sort((a, b) => b.date.localeCompare(a.date))
    : [];
  const pending = history.filter((p) => p.status === 'pending');
  return {
    team: { id: team.id, name: team.name, boat_id: boat?.id ?? null },
    stats: {
      status: registration?.status ?? null,
      team_number: registration?.team_number ?? null,
      registration_number: registration?.registration_number ?? null,
      payment_status: registration?.payment_status ?? 'unpaid',
      is_payment_exempt: registration?.is_payment_exempt ?? false,
      exemption_reason: registration?.exemption_reason ?? null,
      exemption_notes: registration?.exemption_notes ?? null,
      total_paid_amount: registration ? paidAmount(db, registration.id) : 0,
      latest_payment: history[0] ?? null,
      pending_payments: pending,
      has_pending_payments: pending.length > 0,
      payment_history: history,
      team_competition_id: registration?.id ?? null,
    },
    institution: { id: team.institution_id, name: institutionNameOf(db, team) },
    categories: categoriesOf(team),
    boat: boat ? toBoat(boat) : null,
    members: membersOf(db, team.id).map((m) => {
      const info = userById(db, m.user_id)?.personal_info;
      return { user_id: m.user_id, personal_info: { first_name: info?.first_name ?? '', last_name: info?.last_name ?? '' }, is_helmsman: m.is_helmsman };
    }),
    owner: teamOwnerContact(db, team),
  };
}

/** The team as the results screens show it (GET /teams/accepted, result rows). */
export function toAcceptedTeam(db: Db, team: TeamRow, competitionId: number): AcceptedTeam {
  return {
    id: team.id,
    name: team.name,
    team_number: registrationOf(db, team.id, competitionId)?.team_number ?? null,
    institution_name: institutionNameOf(db, team),
    members: membersOf(db, team.id).map((m) => {
      const info = userById(db, m.user_id)?.personal_info;
      return { user_id: m.user_id, first_name: info?.first_name ?? '', last_name: info?.last_name ?? '' };
    }),
  };
}

/** GET /teams/roster: an accepted team as the control desk checks it (issue 23). */
export function toRosterTeam(db: Db, team: TeamRow, registration: TeamCompetitionRow): RosterTeam {
  const boat = boatOf(db, team.id);
  const captain = userById(db, team.owner_id)?.personal_info;
  return {
    team_id: team.id,
    team_number: registration.team_number,
    registration_number: registration.registration_number,
    team_name: team.name,
    institution_name: institutionNameOf(db, team),
    captain: captain ? { first_name: captain.first_name, last_name: captain.last_name, phone: captain.primary_phone_number } : null,
    members: membersOf(db, team.id).map((m) => {
      const info = userById(db, m.user_id)?.personal_info;
      return { user_id: m.user_id, first_name: info?.first_name ?? '', last_name: info?.last_name ?? '', is_helmsman: m.is_helmsman };
    }),
    boat: boat ? { name: boat.name, registration_number: boat.registration_number } : null,
    categories: categoriesOf(team),
  };
}
