import type { FishSpecies } from '@contracts/entities/competitions';
import { biggestFishResultInputSchema } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { resultsEndpoints } from '@contracts/results';
import { useEndpointMutation } from '@/api/mutation';
import { useForm, type OptionKey } from '@/lib/forms/use-form';
import { NumberField } from '@/ui/number-field';
import { teamName } from '../shared/results-tables';
import { Select } from '@/ui/select';
import { settleCreate } from './create-outcome';
import { decimals, ResultDialog, ResultForm } from './dialog-parts';

export const BIGGEST_FISH_TITLE = 'Agregar pieza mayor';

type Props = { competitionId: number; teams: readonly AcceptedTeam[]; species: readonly FishSpecies[]; isOpen: boolean; onClose: () => void };

/**
 * SPEC §5 biggest fish: team, the member who caught it (chosen among that team's members; a
 * new team clears it), a species without a biggest fish yet, size in cm with decimals, points.
 */
export function BiggestFishDialog({ isOpen, onClose, ...rest }: Props) {
  return (
    <ResultDialog title={BIGGEST_FISH_TITLE} isOpen={isOpen} onClose={onClose}>
      <BiggestFishForm {...rest} onClose={onClose} />
    </ResultDialog>
  );
}

function BiggestFishForm({ competitionId, teams, species, onClose }: Omit<Props, 'isOpen'>) {
  const create = useEndpointMutation(resultsEndpoints.createBiggestFish);
  const form = useForm({
    schema: biggestFishResultInputSchema,
    initialValues: {
      competition_id: competitionId,
      team_id: null,
      participant_id: null,
      fish_species_id: null,
      size_cm: null,
      points: null,
    },
    onSubmit: async (body): Promise<void> => settleCreate(await create.call({ body }), form, 'pieza-mayor', onClose),
  });
  const team = form.select('team_id');
  const chosen = teams.find((t) => t.id === form.values.team_id);
  const chooseTeam = (key: OptionKey | null) => {
    // The catcher belongs to the team: another team's members are not offered, so the choice goes.
    if (key !== form.values.team_id) form.setValue('participant_id', null, 'never');
    team.onChange(key);
  };
  return (
    <ResultForm form={form} onCancel={onClose}>
      <Select label="Equipo" isRequired options={teams.map((t) => ({ id: t.id, label: teamName(t) }))} {...team} onChange={chooseTeam} />
      <Select
        label="Pescador"
        isRequired
        description={chosen ? '' : 'Primero elegí el equipo.'}
        isDisabled={!chosen}
        options={(chosen?.members ?? []).map((m) => ({ id: m.user_id, label: `${m.first_name} ${m.last_name}` }))}
        {...form.select('participant_id')}
      />
      <Select label="Especie" isRequired options={species.map((sp) => ({ id: sp.id, label: sp.name }))} {...form.select('fish_species_id')} />
      <NumberField label="Medida (cm)" isRequired description="Al menos 0; admite decimales." formatOptions={decimals} {...form.field('size_cm')} />
      <NumberField label="Puntos" isRequired description="Al menos 0." {...form.field('points')} />
    </ResultForm>
  );
}
