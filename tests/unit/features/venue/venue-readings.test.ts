import { describe, expect, it } from 'vitest';
import type { Competition, MemberCompetitions } from '@contracts/entities/competitions';
import type { RosterTeam } from '@contracts/entities/teams';
import { credentialNumbers } from '@/features/venue/credential/credential-page';
import { credentialQrText } from '@/features/venue/credential/credential-text';
import { boatText, categoriesText, crewText } from '@/features/venue/roster/roster-columns';

const current = { id: 5, name: 'Concurso del Paraná' } as Competition;
const registered = (id: number, team_number: number | null, registration_number: number | null) =>
  ({ availableCompetitions: [], registeredCompetitions: [{ id, team_number, registration_number }] }) as unknown as MemberCompetitions;

describe('the credential (issue 23)', () => {
  it("takes the team's numbers from its registration in the current competition", () => {
    expect(credentialNumbers(current, registered(5, 12, 345))).toEqual({ competitionId: 5, teamNumber: 12, registrationNumber: 345, competitionName: 'Concurso del Paraná' });
  });

  it('has no numbers while the registration has no team number, or for another competition', () => {
    expect(credentialNumbers(current, registered(5, null, 345))).toBeNull();
    expect(credentialNumbers(current, registered(4, 12, 345))).toBeNull();
  });

  it('puts the competition and both numbers in the QR code as plain ASCII text (issue 35: the dock tells another competition apart)', () => {
    expect(credentialQrText({ competitionId: 5, teamNumber: 12, registrationNumber: 345 })).toBe('TORNEO DE PESCA - COMPETENCIA 5 - EQUIPO 12 - INSCRIPCION 345');
    expect(credentialQrText({ competitionId: 5, teamNumber: 12, registrationNumber: 345 })).toMatch(/^[\x20-\x7e]+$/);
    expect(credentialQrText({ competitionId: 5, teamNumber: 12, registrationNumber: null })).toBe('TORNEO DE PESCA - COMPETENCIA 5 - EQUIPO 12');
  });
});

describe("the roster's readings", () => {
  const team: RosterTeam = {
    team_id: 1,
    team_number: 3,
    registration_number: 7,
    team_name: 'Los Dorados',
    institution_name: 'Club de Pesca',
    captain: { first_name: 'Ana', last_name: 'Paz', phone: '3415550000' },
    members: [
      { user_id: 1, first_name: 'Ana', last_name: 'Paz', is_helmsman: false },
      { user_id: 2, first_name: 'Luis', last_name: 'Sosa', is_helmsman: true },
    ],
    boat: { name: 'La Loba', registration_number: 'REY-1' },
    categories: [{ category_id: 2 }, { category_id: 3 }],
  };

  it('marks the helmsman in the crew, names the boat with its registration and the categories', () => {
    expect(crewText(team)).toBe('Ana Paz, Luis Sosa (timonel)');
    expect(boatText(team)).toBe('La Loba · REY-1');
    expect(boatText({ ...team, boat: null })).toBe('Sin embarcación');
    expect(categoriesText(team)).toBe('Dama, Familia');
  });
});
