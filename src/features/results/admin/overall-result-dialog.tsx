import { overallResultInputSchema } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { resultsEndpoints } from '@contracts/results';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { NumberField } from '@/ui/number-field';
import { teamName } from '../shared/results-tables';
import { Select } from '@/ui/select';
import { settleCreate } from './create-outcome';
import { ResultDialog, ResultForm, integer } from './dialog-parts';

export const OVERALL_TITLE = 'Agregar resultado general';

type Props = { competitionId: number; teams: readonly AcceptedTeam[]; positions: readonly number[]; isOpen: boolean; onClose: () => void };

/** SPEC §5 overall result: a team not yet placed and a free position 1–15, points and counts at least 0. */
export function OverallResultDialog({ isOpen, onClose, ...rest }: Props) {
  return (
    <ResultDialog title={OVERALL_TITLE} isOpen={isOpen} onClose={onClose}>
      <OverallResultForm {...rest} onClose={onClose} />
    </ResultDialog>
  );
}

function OverallResultForm({ competitionId, teams, positions, onClose }: Omit<Props, 'isOpen'>) {
  const create = useEndpointMutation(resultsEndpoints.createOverall);
  const form = useForm({
    schema: overallResultInputSchema,
    initialValues: {
      competition_id: competitionId,
      team_id: null,
      final_position: null,
      total_points: null,
      total_species: null,
      total_pieces: null,
    },
    onSubmit: async (body): Promise<void> => settleCreate(await create.call({ body }), form, 'general', onClose),
  });
  return (
    <ResultForm form={form} onCancel={onClose}>
      <Select label="Equipo" isRequired options={teams.map((t) => ({ id: t.id, label: teamName(t) }))} {...form.select('team_id')} />
      <Select label="Puesto" isRequired options={positions.map((p) => ({ id: p, label: `${p}.º puesto` }))} {...form.select('final_position')} />
      <NumberField label="Puntos" isRequired description="Al menos 0." {...form.field('total_points')} />
      <NumberField label="Especies" isRequired description="Al menos 0." formatOptions={integer} {...form.field('total_species')} />
      <NumberField label="Piezas" isRequired description="Al menos 0." formatOptions={integer} {...form.field('total_pieces')} />
    </ResultForm>
  );
}
