import { overallResultInputSchema } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { resultsCreateOverall } from '@contracts/results';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { Dialog } from '@/ui/dialog';
import { NumberField } from '@/ui/number-field';
import { teamName } from '../shared/results-tables';
import { Select } from '@/ui/select';
import { ValidatedForm } from '@/ui/validated-form';
import { settleCreate } from './create-outcome';
import { DialogActions, integer } from './dialog-parts';
import * as s from './results-admin.css';

export const OVERALL_TITLE = 'Agregar resultado general';

type Props = { competitionId: number; teams: readonly AcceptedTeam[]; positions: readonly number[]; isOpen: boolean; onClose: () => void };

/** SPEC §5 overall result: a team not yet placed and a free position 1–15, points and counts at least 0. */
export function OverallResultDialog({ isOpen, onClose, ...rest }: Props) {
  return (
    <Dialog title={OVERALL_TITLE} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <OverallResultForm {...rest} onClose={onClose} />}
    </Dialog>
  );
}

function OverallResultForm({ competitionId, teams, positions, onClose }: Omit<Props, 'isOpen'>) {
  const create = useEndpointMutation(resultsCreateOverall);
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
    <ValidatedForm form={form} className={s.form}>
      <Select label="Equipo" isRequired options={teams.map((t) => ({ id: t.id, label: teamName(t) }))} {...form.select('team_id')} />
      <Select label="Puesto" isRequired options={positions.map((p) => ({ id: p, label: `${p}.º puesto` }))} {...form.select('final_position')} />
      <NumberField label="Puntos" isRequired description="Al menos 0." {...form.field('total_points')} />
      <NumberField label="Especies" isRequired description="Al menos 0." formatOptions={integer} {...form.field('total_species')} />
      <NumberField label="Piezas" isRequired description="Al menos 0." formatOptions={integer} {...form.field('total_pieces')} />
      <DialogActions isPending={form.isPending} onCancel={onClose} />
    </ValidatedForm>
  );
}
