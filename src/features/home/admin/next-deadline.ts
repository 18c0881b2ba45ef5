import type { CompetitionOverview } from '@contracts/entities/competition-overview';

type OverviewCompetition = NonNullable<CompetitionOverview['competition']>;
export type Deadline = { label: string; at: string };

/** The competition's dates in the order they come, each named as the organiser reads it. */
const milestones = [
  ['registration_start', 'Abren las inscripciones'],
  ['registration_end', 'Cierran las inscripciones'],
  ['start_date', 'Empieza la competencia'],
  ['end_date', 'Termina la competencia'],
] as const satisfies readonly (readonly [keyof OverviewCompetition, string])[];

/** The next of the competition's dates still ahead; null once it has ended. */
export function nextDeadline(competition: OverviewCompetition, now: Date = new Date()): Deadline | null {
  const ahead = milestones.find(([field]) => new Date(competition[field]).getTime() > now.getTime());
  return ahead ? { label: ahead[1], at: competition[ahead[0]] } : null;
}
