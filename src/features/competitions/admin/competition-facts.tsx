import type { Competition } from '@contracts/entities/competitions';
import { competitionPhase } from '@/lib/competitions/competition-phase';
import { PhaseBadge } from '@/lib/competitions/phase-badge';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format/format';
import { Fact, FactsList } from '@/ui/facts-list';

/** Dates (es-AR, 24 h), phase and description of a competition. */
export function CompetitionDates({ competition, now }: { competition: Competition; now?: Date }) {
  return (
    <FactsList>
      <Fact term="Estado">
        <PhaseBadge phase={competitionPhase(competition, now)} />
      </Fact>
      <Fact term="Inicio de inscripción">{formatDateTime(competition.registration_start)}</Fact>
      <Fact term="Fin de inscripción">{formatDateTime(competition.registration_end)}</Fact>
      <Fact term="Inicio de la competencia">{formatDateTime(competition.start_date)}</Fact>
      <Fact term="Fin de la competencia">{formatDateTime(competition.end_date)}</Fact>
    </FactsList>
  );
}

/** SPEC §3 figures: teams in total, registered, accepted and the total paid. */
export function CompetitionFigures({ competition }: { competition: Competition }) {
  return (
    <FactsList>
      <Fact term="Equipos en total">{formatNumber(competition.total_teams)}</Fact>
      <Fact term="Equipos inscriptos">{formatNumber(competition.registered_teams)}</Fact>
      <Fact term="Equipos aceptados">{formatNumber(competition.accepted_teams)}</Fact>
      <Fact term="Total pagado">{formatMoney(competition.total_paid_amount)}</Fact>
    </FactsList>
  );
}
