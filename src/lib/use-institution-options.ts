import { institutionsList } from '@contracts/institutions';
import { useApiQuery } from '@/lib/use-api-query';
import type { SelectOption } from '@/ui/select';

/** The fishing clubs (GET /institutions) as Select options, by name. */
export function useInstitutionOptions() {
  const institutions = useApiQuery(institutionsList);
  const options: SelectOption<number>[] =
    institutions.status === 'success'
      ? institutions.data
          .map((i) => ({ id: i.id, label: i.name }))
          .sort((a, b) => a.label.localeCompare(b.label, 'es'))
      : [];
  return { status: institutions.status, options, reload: institutions.reload };
}
