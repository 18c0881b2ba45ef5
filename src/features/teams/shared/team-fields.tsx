import type { FieldBinding, OptionKey } from '@/lib/forms/use-form';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import type { useInstitutionOptions } from './use-institution-options';

type Clubs = ReturnType<typeof useInstitutionOptions>;

const clubPlaceholder: Record<Clubs['status'], string> = {
  loading: 'Cargando barras pesqueras…',
  error: 'No se pudieron cargar las barras pesqueras',
  success: 'Seleccioná una barra pesquera',
};

/** SPEC §5 Team: the name and the fishing club, shared by the owner's creation and edition and the admin team screens. */
export function TeamFields({
  name,
  club,
  clubs,
  isDisabled,
}: {
  name: FieldBinding<string>;
  club: FieldBinding<OptionKey | null>;
  clubs: Clubs;
  isDisabled?: boolean;
}) {
  return (
    <>
      <TextField label="Nombre del equipo" autoComplete="off" isRequired isDisabled={isDisabled} {...name} />
      <Select<OptionKey>
        label="Barra pesquera"
        isRequired
        isDisabled={isDisabled || clubs.status !== 'success'}
        placeholder={clubPlaceholder[clubs.status]}
        options={clubs.options}
        {...club}
      />
    </>
  );
}
