import type { Competition } from '@contracts/entities/competitions';
import { competitionPhase } from '@/lib/competitions/competition-phase';
import { PhaseBadge } from '@/lib/competitions/phase-badge';
import { formatPeriod } from '@/lib/format/format';
import { FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import * as s from './competition.css';


/** The current competition: name, edition, description, SPEC §4 phase, windows in es-AR 24 h. */
export function CompetitionInfo({ competition, now }: { competition: Competition; now?: Date }) {
  const phase = competitionPhase(competition, now);
  return (
    <Panel title={`${competition.name} — edición ${competition.edition}`}>
      <p className={s.headerLine}>
        <span>Estado:</span>
        <PhaseBadge phase={phase} />
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
