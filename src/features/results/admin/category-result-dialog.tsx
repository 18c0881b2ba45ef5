import type { CategoryEntry } from '@contracts/entities/competitions';
import { categoryResultInputSchema, type CompetitionResults } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';
import { resultsEndpoints } from '@contracts/results';
import { useEndpointMutation } from '@/api/mutation';
import { useForm, type OptionKey } from '@/lib/forms/use-form';
import { NumberField } from '@/ui/number-field';
import { teamName } from '../shared/results-tables';
import { Select } from '@/ui/select';
import { settleCreate } from './create-outcome';
import { ResultDialog, ResultForm, integer } from './dialog-parts';
import { categoriesFreeFor } from './free-choices';

export const CATEGORY_TITLE = 'Agregar resultado por categoría';

type Props = {
  competitionId: number;
  /** Teams that still lack a result in some category. */
  teams: readonly AcceptedTeam[];
  categories: readonly CategoryEntry[];
  results: CompetitionResults;
  isOpen: boolean;
  onClose: () => void;
};

/** SPEC §5 category result: a team and a category it has no result in yet, points and counts at least 0. */
export function CategoryResultDialog({ isOpen, onClose, ...rest }: Props) {
  return (
    <ResultDialog title={CATEGORY_TITLE} isOpen={isOpen} onClose={onClose}>
      <CategoryResultForm {...rest} onClose={onClose} />
    </ResultDialog>
  );
}

function CategoryResultForm({ competitionId, teams, categories, results, onClose }: Omit<Props, 'isOpen'>) {
  const create = useEndpointMutation(resultsEndpoints.createCategory);
  const form = useForm({
    schema: categoryResultInputSchema,
    initialValues: {
      competition_id: competitionId,
      team_id: null,
      category_id: null,
      points: null,
      species_count: null,
      pieces_count: null,
    },
    onSubmit: async (body): Promise<void> => settleCreate(await create.call({ body }), form, 'categorias', onClose),
  });
  const team = form.select('team_id');
  const teamId = form.values.team_id;
  const free = new Set((teamId === null ? categories : categoriesFreeFor(teamId, categories, results)).map((c) => c.id));
  const chooseTeam = (key: OptionKey | null) => {
    // A category the new team already has a result in cannot stay chosen.
    const category = form.values.category_id;
    if (typeof key === 'number' && category !== null && !categoriesFreeFor(key, categories, results).some((c) => c.id === category)) {
      form.setValue('category_id', null, 'never');
    }
    team.onChange(key);
  };
  return (
    <ResultForm form={form} onCancel={onClose}>
      <Select label="Equipo" isRequired options={teams.map((t) => ({ id: t.id, label: teamName(t) }))} {...team} onChange={chooseTeam} />
      <Select
        label="Categoría"
        isRequired
        description="Las categorías en las que el equipo ya tiene resultado no se pueden elegir."
        options={categories.map((c) => ({ id: c.id, label: c.name, isDisabled: !free.has(c.id) }))}
        {...form.select('category_id')}
      />
      <NumberField label="Puntos" isRequired description="Al menos 0." {...form.field('points')} />
      <NumberField label="Especies" isRequired description="Al menos 0." formatOptions={integer} {...form.field('species_count')} />
      <NumberField label="Piezas" isRequired description="Al menos 0." formatOptions={integer} {...form.field('pieces_count')} />
    </ResultForm>
  );
}
