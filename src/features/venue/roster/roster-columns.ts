import { categoryLabels } from '@contracts/enums';
import type { RosterTeam } from '@contracts/entities/teams';
import type { DataTableColumn } from '@/ui/data-table';

const fullName = (person: { first_name: string; last_name: string } | null) => (person ? `${person.first_name} ${person.last_name}` : '');

/** The crew in one line, the helmsman marked (the desk checks who steers). */
export const crewText = (team: RosterTeam) =>
  team.members.map((m) => `${fullName(m)}${m.is_helmsman ? ' (timonel)' : ''}`).join(', ');

export const boatText = (team: RosterTeam) => (team.boat ? `${team.boat.name} · ${team.boat.registration_number}` : 'Sin embarcación');

export const categoriesText = (team: RosterTeam) => team.categories.map((c) => categoryLabels[c.category_id]).join(', ');

const number: DataTableColumn<RosterTeam> = { id: 'numero', header: 'N.º', value: (t) => t.team_number, kind: 'number' };
const name: DataTableColumn<RosterTeam> = { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true };
const registration: DataTableColumn<RosterTeam> = { id: 'inscripcion', header: 'Inscripción', value: (t) => t.registration_number, kind: 'number' };
const club: DataTableColumn<RosterTeam> = { id: 'barra', header: 'Barra pesquera', value: (t) => t.institution_name };

/**
 * The roster's columns on screen, declared once for the table, its search and the CSV. At
 * 1280 px the desk's columns fit; the registration number and the club are on paper.
 */
export const rosterColumns: readonly DataTableColumn<RosterTeam>[] = [
  number,
  name,
  { id: 'capitan', header: 'Capitán', value: (t) => fullName(t.captain) },
  { id: 'telefono', header: 'Teléfono', value: (t) => t.captain?.phone ?? '', sortable: false },
  { id: 'integrantes', header: 'Integrantes', value: crewText, sortable: false },
  { id: 'embarcacion', header: 'Embarcación y matrícula', value: boatText },
  { id: 'categorias', header: 'Categorías', value: categoriesText, sortable: false },
];

/** The printed sheet: every column, the registration number and the club included. */
export const rosterPrintColumns: readonly DataTableColumn<RosterTeam>[] = [number, name, registration, club, ...rosterColumns.slice(2)];
