import { describe, expect, it } from 'vitest';
import { competitionPhase, competitionPhaseLabels, isRegistrationOpen } from '@/lib/competitions/competition-phase';

const competition = {
  registration_start: '2026-01-01T00:00:00-03:00',
  registration_end: '2026-02-28T23:59:59-03:00',
  start_date: '2026-03-07T06:00:00-03:00',
  end_date: '2026-03-08T18:00:00-03:00',
};
const at = (iso: string) => new Date(iso);

describe('competitionPhase (SPEC §4)', () => {
  it.each([
    ['2025-12-31T23:59:59-03:00', 'Próximamente'],
    ['2026-01-01T00:00:00-03:00', 'Inscripciones abiertas'],
    ['2026-02-10T12:00:00-03:00', 'Inscripciones abiertas'],
    ['2026-02-28T23:59:59-03:00', 'Inscripciones abiertas'],
    ['2026-03-01T00:00:00-03:00', 'Inscripciones cerradas'],
    ['2026-03-07T05:59:00-03:00', 'Inscripciones cerradas'],
    ['2026-03-07T06:00:00-03:00', 'Competencia en curso'],
    ['2026-03-08T18:00:00-03:00', 'Competencia en curso'],
    ['2026-03-08T18:00:01-03:00', 'Competencia finalizada'],
  ])('at %s it reads "%s"', (now, label) => {
    expect(competitionPhaseLabels[competitionPhase(competition, at(now))]).toBe(label);
  });

  it('gives a stable key for logic', () => {
    expect(competitionPhase(competition, at('2026-02-10T12:00:00-03:00'))).toBe('registration-open');
    expect(competitionPhase(competition, at('2027-01-01T00:00:00-03:00'))).toBe('finished');
  });

  it('knows whether registration is open, both ends included', () => {
    expect(isRegistrationOpen(competition, at('2026-01-01T00:00:00-03:00'))).toBe(true);
    expect(isRegistrationOpen(competition, at('2026-02-28T23:59:59-03:00'))).toBe(true);
    expect(isRegistrationOpen(competition, at('2026-03-01T00:00:00-03:00'))).toBe(false);
    expect(isRegistrationOpen(competition, at('2025-12-31T00:00:00-03:00'))).toBe(false);
  });
});
