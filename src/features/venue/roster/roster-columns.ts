import { categoryLabels } from '@contracts/enums';
import type { RosterTeam } from '@contracts/entities/teams';
import type { DataTableColumn } from '@/ui/data-table';

const fullName = (person: { first_name: string; last_name: string } | null) => (person ? `${person.first_name} ${person.last_name}` : '');

/** The crew in one line, the helmsman marked (the desk checks who steers). */
export const crewText = (team: RosterTeam) =>
  team.members.map((m) => `${fullName(m)}${m.is_helmsman ? ' (timonel)' : ''}`).join(', ');

export const boatText = (team: RosterTeam) => (team.boat ? `${team.boat.name} · ${team.boat.registration_number}` : 'Sin embarcación');

export const categoriesText = (team: RosterTeam) => team.categories.map((c) => categoryLabels[c.category_id]).join(', ');

/** The roster's columns, declared once for the table, its search, the CSV and the printed sheet. */
export const rosterColumns: readonly DataTableColumn<RosterTeam>[] = [
  { id: 'numero', header: 'N.º', value: (t) => t.team_number, kind: 'number' },
  { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true },
  { id: 'inscripcion', header: 'Inscripción', value: (t) => t.registration_number, kind: 'number' },
  { id: 'barra', header: 'Barra pesquera', value: (t) => t.institution_name },
  { id: 'capitan', header: 'Capitán', value: (t) => fullName(t.captain) },
  { id: 'telefono', header: 'Teléfono', value: (t) => t.captain?.phone ?? '', sortable: false },
  { id: 'integrantes', header: 'Integrantes', value: crewText, sortable: false },
  { id: 'embarcacion', header: 'Embarcación y matrícula', value: boatText },
  { id: 'categorias', header: 'Categorías', value: categoriesText, sortable: false },
];
