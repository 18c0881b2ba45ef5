import type { BoatListRow } from '@contracts/entities/boats';
import type { DataTableColumn, FilterOption } from '@/ui/data-table';

const yesNo: readonly FilterOption[] = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

/** The boats of the current competition (SPEC §2 lists, §3 boat list row), declared once for cells, search, sorting, filters and CSV. */
export const boatColumns: DataTableColumn<BoatListRow>[] = [
  { id: 'nombre', header: 'Nombre', value: (b) => b.name, isRowHeader: true },
  { id: 'matricula', header: 'Matrícula', value: (b) => b.registration_number, kind: 'id' },
  { id: 'motor', header: 'Motor', value: (b) => b.engine_brand },
  { id: 'hp', header: 'HP', value: (b) => b.hp, kind: 'number' },
  { id: 'radio', header: 'Radio', value: (b) => b.has_radio, kind: 'boolean', filter: { options: yesNo } },
  { id: 'yate', header: 'Yate', value: (b) => b.is_yacht, kind: 'boolean', filter: { options: yesNo } },
  { id: 'equipo', header: 'Equipo', value: (b) => b.team_name },
];
