import { institutionsEndpoints } from '@contracts/institutions';
import { handle } from '../core/define-handler';
import { notFound, ruleBroken } from '../core/errors';
import { toInstitution } from '../db/mappers/misc';
import { institutionById } from '../db/queries';
import type { Db, InstitutionRow } from '../db/schema';
import { nextId } from '../db/store';
import { replaceAddresses } from '../rules/personal-info';
import { institutionsApiMessages } from '@contracts/institutions-messages';

const NOT_FOUND = institutionsApiMessages.notFound;

const findInstitution = (db: Db, id: number): InstitutionRow => {
  const row = institutionById(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
};

const byName = (a: InstitutionRow, b: InstitutionRow) => a.name.localeCompare(b.name, 'es');

/** SPEC §7 Institutions (fishing clubs, 'barras pesqueras'). */
export const institutionHandlers = [
  handle(institutionsEndpoints.list, ({ db }) => ({
    data: [...db.institutions].sort(byName).map((row) => toInstitution(db, row)),
  })),

  handle(institutionsEndpoints.create, ({ body, db }) => {
    const { addresses, ...fields } = body;
    const now = new Date().toISOString();
    const row: InstitutionRow = { id: nextId(db.institutions), ...fields, created_at: now, updated_at: now };
    db.institutions.push(row);
    replaceAddresses(db, 'institution', row.id, addresses);
    return { data: toInstitution(db, row), message: institutionsApiMessages.created };
  }),

  handle(institutionsEndpoints.get, ({ params, db }) => ({ data: toInstitution(db, findInstitution(db, params.id)) })),

  // Only the fields sent change; `addresses`, when sent, replaces the active list.
  handle(institutionsEndpoints.update, ({ params, body, db }) => {
    const row = findInstitution(db, params.id);
    const { addresses, ...fields } = body;
    Object.assign(row, fields, { updated_at: new Date().toISOString() });
    if (addresses) replaceAddresses(db, 'institution', row.id, addresses);
    return { data: toInstitution(db, row), message: institutionsApiMessages.updated };
  }),

  // Teams point at their club; deleting a club in use would leave them without one.
  handle(institutionsEndpoints.delete, ({ params, db }) => {
    const row = findInstitution(db, params.id);
    if (db.teams.some((t) => t.institution_id === row.id)) throw ruleBroken(institutionsApiMessages.hasTeams);
    db.institutions.splice(db.institutions.indexOf(row), 1);
    replaceAddresses(db, 'institution', row.id, []);
    return { data: null, message: institutionsApiMessages.deleted };
  }),
];
