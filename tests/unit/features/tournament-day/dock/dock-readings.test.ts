import { describe, expect, it } from 'vitest';
import type { Competition } from '@contracts/entities/competitions';
import type { Dock, DockTeam } from '@contracts/entities/check-ins';
import { credentialQrText } from '@contracts/core/credential-qr';
import { actionFor, competitionChoices, eventInput, teamOfEntry, teamsWith } from '@/features/tournament-day/dock/dock-readings';

const team = (n: number, status: DockTeam['status']): DockTeam => ({
  team_id: 100 + n,
  team_name: `Equipo ${n}`,
  team_number: n,
  institution_name: null,
  boat_name: null,
  members: [],
  status,
  departed_at: null,
  returned_at: null,
});
const dock: Dock = { competition_id: 3, counts: { not_arrived: 1, out: 1, back: 1 }, teams: [team(1, 'not_arrived'), team(2, 'out'), team(3, 'back')] };
const qr = (competitionId: number | null, teamNumber: number, registrationNumber: number | null = 7) => ({
  kind: 'qr' as const,
  text: credentialQrText({ competitionId, teamNumber, registrationNumber }),
});

describe("the team a dock entry names (the server checks it again when it writes)", () => {
  it('finds a typed number or a credential of this competition among the accepted teams', () => {
    expect(teamOfEntry(dock, { kind: 'number', teamNumber: 2 })?.team_id).toBe(102);
    expect(teamOfEntry(dock, qr(3, 1))?.team_id).toBe(101);
    expect(teamOfEntry(dock, { kind: 'qr', text: '  torneo de pesca - competencia 3 - equipo 3 - inscripcion 9 ' })?.team_id).toBe(103);
  });

  it('reads an old credential (without the competition) by its team number', () => {
    expect(teamOfEntry(dock, qr(null, 2))?.team_id).toBe(102);
  });

  it("never matches another competition's credential, an unknown number or text that is no credential: the server says why", () => {
    expect(teamOfEntry(dock, qr(4, 1))).toBeNull();
    expect(teamOfEntry(dock, { kind: 'number', teamNumber: 9 })).toBeNull();
    expect(teamOfEntry(dock, { kind: 'qr', text: 'https://example.com/' })).toBeNull();
  });
});

describe('what one tap does', () => {
  it('sends out a team that has not left, brings back one that is out, and offers nothing for one that is back', () => {
    expect(['not_arrived', 'out', 'back'].map((s) => actionFor(s as DockTeam['status']))).toEqual(['depart', 'return', null]);
  });

  it('writes the team as the staff named it, with no time of the device (the server keeps its own)', () => {
    expect(eventInput(3, { kind: 'number', teamNumber: 12 })).toEqual({ competition_id: 3, team_number: 12 });
    expect(eventInput(3, qr(3, 12))).toEqual({ competition_id: 3, qr: 'TORNEO DE PESCA - COMPETENCIA 3 - EQUIPO 12 - INSCRIPCION 7' });
  });

  it('lists the teams by status', () => {
    expect(teamsWith(dock, 'out').map((t) => t.team_number)).toEqual([2]);
  });
});

describe('the competitions the dock may control', () => {
  const c = (id: number, start: string) => ({ id, start_date: start }) as Competition;
  it('are every one an admin reads, newest first, the current one once', () => {
    const current = c(2, '2027-01-05T06:00:00.000-03:00');
    expect(competitionChoices([c(1, '2025-10-18T06:00:00.000-03:00'), current], current).map((x) => x.id)).toEqual([2, 1]);
  });

  it("are a judge's open competitions and the current one", () => {
    const current = c(2, '2027-01-05T06:00:00.000-03:00');
    expect(competitionChoices({ availableCompetitions: [c(5, '2027-06-01T06:00:00.000-03:00')], registeredCompetitions: [] }, current).map((x) => x.id)).toEqual([5, 2]);
    expect(competitionChoices(undefined, undefined)).toEqual([]);
  });
});
