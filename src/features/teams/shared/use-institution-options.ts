import { institutionsEndpoints } from '@contracts/institutions';
import { useEndpointQuery } from '@/api/query';
import type { SelectOption } from '@/ui/select';

/** The fishing clubs (GET /institutions) as Select options, by name. */
export function useInstitutionOptions() {
  const institutions = useEndpointQuery(institutionsEndpoints.list);
  const options: SelectOption<number>[] =
    institutions.data !== undefined
      ? institutions.data
          .map((i) => ({ id: i.id, label: i.name }))
          .sort((a, b) => a.label.localeCompare(b.label, 'es'))
      : [];
  const status = institutions.isPending ? 'loading' : institutions.isLoadingError ? 'error' : 'success';
  return { status, options, reload: () => void institutions.refetch() } as const;
}
