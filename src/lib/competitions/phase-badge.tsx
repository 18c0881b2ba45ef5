import { Badge, type BadgeTone } from '@/ui/badge';
import { competitionPhaseLabels, type CompetitionPhase } from './competition-phase';

const phaseTone: Record<CompetitionPhase, BadgeTone> = {
  upcoming: 'neutral',
  'registration-open': 'success',
  'registration-closed': 'warning',
  'in-progress': 'info',
  finished: 'neutral',
};

/** A competition's SPEC §4 phase as a badge whose text says it (owner, admin and home screens alike). */
export function PhaseBadge({ phase }: { phase: CompetitionPhase }) {
  return <Badge tone={phaseTone[phase]}>{competitionPhaseLabels[phase]}</Badge>;
}
