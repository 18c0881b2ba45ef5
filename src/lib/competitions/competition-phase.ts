import type { Competition } from '@contracts/entities/competitions';

type CompetitionDates = Pick<Competition, 'registration_start' | 'registration_end' | 'start_date' | 'end_date'>;

export type CompetitionPhase = 'upcoming' | 'registration-open' | 'registration-closed' | 'in-progress' | 'finished';

/** SPEC §4 labels of the competition phase. */
export const competitionPhaseLabels: Record<CompetitionPhase, string> = {
  upcoming: 'Próximamente',
  'registration-open': 'Inscripciones abiertas',
  'registration-closed': 'Inscripciones cerradas',
  'in-progress': 'Competencia en curso',
  finished: 'Competencia finalizada',
};

const at = (iso: string) => new Date(iso).getTime();

/** SPEC §4: registration is open when now lies between registration_start and registration_end (both included). */
export const isRegistrationOpen = (c: Pick<CompetitionDates, 'registration_start' | 'registration_end'>, now: Date = new Date()) =>
  at(c.registration_start) <= now.getTime() && now.getTime() <= at(c.registration_end);

/**
 * SPEC §4 phase from the dates: before registration 'Próximamente', during it 'Inscripciones
 * abiertas', then 'Inscripciones cerradas' until the start, 'Competencia en curso' until the
 * end (included), then 'Competencia finalizada'.
 */
export function competitionPhase(c: CompetitionDates, now: Date = new Date()): CompetitionPhase {
  const t = now.getTime();
  if (t < at(c.registration_start)) return 'upcoming';
  if (isRegistrationOpen(c, now)) return 'registration-open';
  if (t > at(c.end_date)) return 'finished';
  if (t >= at(c.start_date)) return 'in-progress';
  return 'registration-closed';
}
