import type { Institution } from '@contracts/entities/institutions';
import type { DataTableColumn } from '@/ui/data-table';

/** 'Ramallo (Buenos Aires); Tigre (Buenos Aires)': where the club is, for reading and searching. */
const places = (club: Institution) =>
  club.addresses
    .filter((a) => a.is_active)
    .map((a) => `${a.address_line}, ${a.city} (${a.state})`)
    .join('; ');

/** The fishing clubs' list (SPEC §2 institutions), declared once for cells, search, sorting and CSV. */
export const institutionColumns: DataTableColumn<Institution>[] = [
  { id: 'nombre', header: 'Nombre', value: (c) => c.name, isRowHeader: true },
  { id: 'presidente', header: 'Presidente', value: (c) => c.president },
  { id: 'telefono', header: 'Teléfono', value: (c) => c.phone_number },
  { id: 'direcciones', header: 'Direcciones', value: places, sortable: false },
];
