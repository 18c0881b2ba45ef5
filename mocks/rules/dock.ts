import type { DockEventInput, DockTeam, Dock } from '@contracts/entities/check-ins';
import { parseCredentialQr } from '@contracts/core/credential-qr';
import { checkInMessages } from '@contracts/check-ins-messages';
import { badRequest, conflict, notFound, ruleBroken } from '../core/errors';
import { boatOf, membersOf, teamById, userById } from '../db/queries';
import type { CheckInRow, Db, TeamCompetitionRow } from '../db/schema';
import { nextId } from '../db/store';

/**
 * The dock on a tournament day (issue 35): which registration a typed number or a scanned
 * credential names, its departure and return, and who is where.
 */

const isPaidOrExempt = (registration: TeamCompetitionRow) => registration.payment_status === 'paid' || registration.payment_status === 'exempt';

/** Who may leave the dock: a paid (or exempt) registration that is accepted (SPEC §4: the team complete too). */
function assertMayFish(registration: TeamCompetitionRow): TeamCompetitionRow {
  if (!isPaidOrExempt(registration)) throw ruleBroken(checkInMessages.unpaid);
  if (registration.status !== 'accepted') throw ruleBroken(checkInMessages.notAccepted);
  return registration;
}

/**
 * The registration a number or a credential's QR text names in this competition. A credential
 * names its competition (since issue 35); an older one only the numbers, and its registration
 * number must then be that of the team with its team number here. A registration found by its
 * registration number but neither paid nor exempt is refused as unpaid.
 */
export function registrationAtDock(db: Db, competitionId: number, input: Pick<DockEventInput, 'team_number' | 'qr'>): TeamCompetitionRow {
  const inCompetition = db.teamCompetitions.filter((r) => r.competition_id === competitionId);
  if (input.qr !== undefined) {
    const qr = parseCredentialQr(input.qr);
    if (!qr) throw badRequest(checkInMessages.unreadableQr, { qr: checkInMessages.unreadableQr });
    if (qr.competitionId !== null && qr.competitionId !== competitionId) throw ruleBroken(checkInMessages.otherCompetition);
    const byNumber = inCompetition.find((r) => r.team_number === qr.teamNumber);
    if (qr.registrationNumber !== null) {
      const byRegistration = inCompetition.find((r) => r.registration_number === qr.registrationNumber);
      // An old credential whose numbers do not belong together here is another competition's.
      if (!byRegistration || (byNumber && byNumber.id !== byRegistration.id)) {
        if (qr.competitionId === null) throw ruleBroken(checkInMessages.otherCompetition);
        throw notFound(checkInMessages.noTeamWithNumber);
      }
      return assertMayFish(byRegistration);
    }
    if (!byNumber) throw notFound(checkInMessages.noTeamWithNumber);
    return assertMayFish(byNumber);
  }
  const registration = inCompetition.find((r) => r.team_number === input.team_number);
  if (!registration) throw notFound(checkInMessages.noTeamWithNumber);
  return assertMayFish(registration);
}

/** The time of a departure or return: as the device recorded it, never later than now. */
export function dockTime(at: string | undefined, now: string): string {
  if (at === undefined) return now;
  if (Date.parse(at) > Date.parse(now)) throw badRequest(checkInMessages.timeAhead, { at: checkInMessages.timeAhead });
  return new Date(at).toISOString();
}

const checkInOf = (db: Db, competitionId: number, teamId: number) => db.checkIns.find((c) => c.competition_id === competitionId && c.team_id === teamId);

export function depart(db: Db, registration: TeamCompetitionRow, by: number, at: string, now: string): CheckInRow {
  const existing = checkInOf(db, registration.competition_id, registration.team_id);
  if (existing) throw conflict(existing.returned_at === null ? checkInMessages.alreadyOut : checkInMessages.alreadyBack, 'BUSINESS_RULE');
  const row: CheckInRow = {
    id: nextId(db.checkIns),
    competition_id: registration.competition_id,
    team_id: registration.team_id,
    departed_at: at,
    departed_by: by,
    returned_at: null,
    returned_by: null,
    created_at: now,
    updated_at: now,
  };
  db.checkIns.push(row);
  return row;
}

export function giveBack(db: Db, registration: TeamCompetitionRow, by: number, at: string, now: string): CheckInRow {
  const row = checkInOf(db, registration.competition_id, registration.team_id);
  if (!row) throw conflict(checkInMessages.notOut, 'BUSINESS_RULE');
  if (row.returned_at !== null) throw conflict(checkInMessages.alreadyBack, 'BUSINESS_RULE');
  // A return recorded offline before the departure reached the server keeps the order of events.
  Object.assign(row, { returned_at: at < row.departed_at ? row.departed_at : at, returned_by: by, updated_at: now });
  return row;
}

/** One accepted team as the dock shows it. */
export function toDockTeam(db: Db, registration: TeamCompetitionRow, checkIn = checkInOf(db, registration.competition_id, registration.team_id)): DockTeam {
  const team = teamById(db, registration.team_id);
  const institution = team ? db.institutions.find((i) => i.id === team.institution_id) : undefined;
  return {
    team_id: registration.team_id,
    team_name: team?.name ?? '',
    team_number: registration.team_number,
    institution_name: institution?.name ?? null,
    boat_name: boatOf(db, registration.team_id)?.name ?? null,
    members: membersOf(db, registration.team_id).flatMap((m) => {
      const info = userById(db, m.user_id)?.personal_info;
      return info ? [{ user_id: m.user_id, first_name: info.first_name, last_name: info.last_name, is_helmsman: m.is_helmsman }] : [];
    }),
    status: !checkIn ? 'not_arrived' : checkIn.returned_at === null ? 'out' : 'back',
    departed_at: checkIn?.departed_at ?? null,
    returned_at: checkIn?.returned_at ?? null,
  };
}

/** Every accepted team of the competition (paid or exempt, complete), by team number, and the counts by status. */
export function dockOf(db: Db, competitionId: number): Dock {
  const checkIns = new Map(db.checkIns.filter((c) => c.competition_id === competitionId).map((c) => [c.team_id, c]));
  const teams = db.teamCompetitions
    .filter((r) => r.competition_id === competitionId && r.status === 'accepted')
    .sort((a, b) => (a.team_number ?? Number.MAX_SAFE_INTEGER) - (b.team_number ?? Number.MAX_SAFE_INTEGER) || a.team_id - b.team_id)
    .map((r) => toDockTeam(db, r, checkIns.get(r.team_id)));
  const counts = { not_arrived: 0, out: 0, back: 0 };
  for (const team of teams) counts[team.status] += 1;
  return { competition_id: competitionId, counts, teams };
}
