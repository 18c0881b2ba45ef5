import { categoryLabels } from '@contracts/enums';
import type { RosterTeam } from '@contracts/entities/teams';
import { PhoneLink } from '@/lib/whatsapp/phone-link';
import type { DataTableColumn } from '@/ui/data-table';
import * as s from './roster.css';

const fullName = (person: { first_name: string; last_name: string } | null) => (person ? `${person.first_name} ${person.last_name}` : '');

/** The crew in one line, the helmsman marked (the desk checks who steers): search and CSV. */
export const crewText = (team: RosterTeam) =>
  team.members.map((m) => `${fullName(m)}${m.is_helmsman ? ' (timonel)' : ''}`).join(', ');

/**
 * The crew on screen: one member a line, the helmsman marked 'T' (with its word
 * for screen readers), so a team of three takes three lines (issue 31: six at 1280 px, 23 teams
 * over three pages).
 */
function Crew({ team }: { team: RosterTeam }) {
  return (
    <ul className={s.crew}>
      {team.members.map((m) => (
        <li key={m.user_id}>
          {fullName(m)}
          {m.is_helmsman ? (
            <>
              {' '}
              <abbr title="timonel" className={s.helmsman}>
                (T)
              </abbr>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const boatText = (team: RosterTeam) => (team.boat ? `${team.boat.name} · ${team.boat.registration_number}` : 'Sin embarcación');

export const categoriesText = (team: RosterTeam) => team.categories.map((c) => categoryLabels[c.category_id]).join(', ');

const number: DataTableColumn<RosterTeam> = { id: 'numero', header: 'N.º', value: (t) => t.team_number, kind: 'number' };
const name: DataTableColumn<RosterTeam> = { id: 'equipo', header: 'Equipo', value: (t) => t.team_name, isRowHeader: true };
const captain: DataTableColumn<RosterTeam> = { id: 'capitan', header: 'Capitán', value: (t) => fullName(t.captain) };
/** On screen the captain's name and, under it, the phone as a link that calls it (issue 31). */
const captainWithPhone: DataTableColumn<RosterTeam> = {
  ...captain,
  header: 'Capitán y teléfono',
  cell: (t) => (
    <span className={s.captain}>
      <span>{fullName(t.captain) || '—'}</span>
      <PhoneLink phone={t.captain?.phone} />
    </span>
  ),
};
const phone: DataTableColumn<RosterTeam> = { id: 'telefono', header: 'Teléfono', value: (t) => t.captain?.phone ?? '', sortable: false, compact: true };
const crew: DataTableColumn<RosterTeam> = { id: 'integrantes', header: 'Integrantes', value: crewText, cell: (t) => <Crew team={t} />, sortable: false };
const boat: DataTableColumn<RosterTeam> = { id: 'embarcacion', header: 'Embarcación y matrícula', value: boatText };

/**
 * The roster's columns on screen, declared once for the table, its search and the CSV. At
 * 1280 px the desk's columns fit; the registration number and the club are in the CSV.
 */
export const rosterColumns: readonly DataTableColumn<RosterTeam>[] = [
  number,
  name,
  captainWithPhone,
  // In the captain's cell on screen; a column of its own in the CSV.
  { ...phone, onScreen: false },
  crew,
  boat,
  // Mostly empty: in the CSV and the search, not worth a column at 1280 px.
  { id: 'categorias', header: 'Categorías', value: categoriesText, sortable: false, onScreen: false },
];

/** The columns of the printed control sheet before its boxes to tick (roster-print.tsx). */
export const rosterPrintColumns: readonly DataTableColumn<RosterTeam>[] = [number, name, captain, phone, crew, boat];
