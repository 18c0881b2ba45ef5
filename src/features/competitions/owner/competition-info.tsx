import type { Competition } from '@contracts/entities/competitions';
import { competitionPhase, competitionPhaseLabels } from '@/lib/competitions/competition-phase';
import { formatPeriod } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import { FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import * as s from './competition.css';

const phaseTone = {
  upcoming: 'neutral',
  'registration-open': 'success',
  'registration-closed': 'warning',
  'in-progress': 'info',
  finished: 'neutral',
} as const;

/** The current competition: name, edition, description, SPEC §4 phase, windows in es-AR 24 h. */
export function CompetitionInfo({ competition, now }: { competition: Competition; now?: Date }) {
  const phase = competitionPhase(competition, now);
  return (
    <Panel title={`${competition.name} — edición ${competition.edition}`}>
      <p className={s.headerLine}>
        <span>Estado:</span>
        <Badge tone={phaseTone[phase]}>{competitionPhaseLabels[phase]}</Badge>
      </p>
      <p>{competition.description}</p>
      <FactsList
        facts={[
          ['Inscripciones', `Del ${formatPeriod(competition.registration_start, competition.registration_end)}`],
          ['Competencia', `Del ${formatPeriod(competition.start_date, competition.end_date)}`],
        ]}
      />
    </Panel>
  );
}
