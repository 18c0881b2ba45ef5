import type { Competition } from '@contracts/entities/competitions';
import { formatDate } from '@/lib/format/format';
import * as s from './results-competition.css';

/** The competition a results sheet is about: name, edition and dates (also the printed sheet's header line). */
export function ResultsCompetition({ competition }: { competition: Pick<Competition, 'name' | 'edition' | 'start_date' | 'end_date'> }) {
  return (
    <p className={s.competition}>
      <strong>{competition.name}</strong> · Edición {competition.edition} · {formatDate(competition.start_date)} al{' '}
      {formatDate(competition.end_date)}
    </p>
  );
}
