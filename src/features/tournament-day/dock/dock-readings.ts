import type { Competition, MemberCompetitions } from '@contracts/entities/competitions';
import type { Dock, DockStatus, DockTeam } from '@contracts/entities/check-ins';
import { parseCredentialQr } from '@contracts/core/credential-qr';

/**
 * The dock screen's readings (issue 35), pure: which team a scan or a typed number names in the
 * loaded dock, what one tap does with it, and the competitions to choose from.
 */

/** What the staff gave: a typed team number, or a credential's QR text as the camera read it. */
export type DockEntry = { kind: 'number'; teamNumber: number } | { kind: 'qr'; text: string };

/**
 * The team of the dock the entry names, or null when the screen cannot tell it here (not among
 * the accepted teams, another competition's credential): then the server's answer decides and
 * says why, in its words. A credential that names another competition is never matched by its
 * team number; an older one (without the competition) is, and the write sends its text so the
 * server checks that its registration number belongs to that team.
 */
export function teamOfEntry(dock: Dock, entry: DockEntry): DockTeam | null {
  if (entry.kind === 'number') return dock.teams.find((t) => t.team_number === entry.teamNumber) ?? null;
  const qr = parseCredentialQr(entry.text);
  if (!qr || (qr.competitionId !== null && qr.competitionId !== dock.competition_id)) return null;
  return dock.teams.find((t) => t.team_number === qr.teamNumber) ?? null;
}

/** The one write a team's status calls for at the dock: out if it has not left, back if it is out. */
export type DockAction = 'depart' | 'return';
export const actionFor = (status: DockStatus): DockAction | null => (status === 'not_arrived' ? 'depart' : status === 'out' ? 'return' : null);

/** The write's body: the team as the staff named it (the QR text, so the server checks the credential too). */
export const eventInput = (competitionId: number, entry: DockEntry) =>
  entry.kind === 'number' ? { competition_id: competitionId, team_number: entry.teamNumber } : { competition_id: competitionId, qr: entry.text };

/** A team by status, for the three lists. */
export const teamsWith = (dock: Dock, status: DockStatus) => dock.teams.filter((t) => t.status === status);

export const memberName = (m: DockTeam['members'][number]) => `${m.first_name} ${m.last_name}`;

/**
 * The competitions the dock may control: every one for an admin (GET /competitions answers
 * them all), the open ones for a judge (who has no team), and the current one in any case;
 * newest first.
 */
export function competitionChoices(list: Competition[] | MemberCompetitions | undefined, current: Competition | undefined): Competition[] {
  const all = Array.isArray(list) ? list : list ? [...list.availableCompetitions, ...list.registeredCompetitions] : [];
  const byId = new Map<number, Competition>();
  for (const c of [...(current ? [current] : []), ...all]) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()].sort((a, b) => Date.parse(b.start_date) - Date.parse(a.start_date) || b.id - a.id);
}
