import { INSTITUTION_REQUEST_TITLE, type HelpTicket } from '@contracts/entities/help-desk';

/** Access recovery: sent without a session, identified by the DNI it carries (decision 0003). */
export const isAccessRecovery = (t: Pick<HelpTicket, 'user_id' | 'dni'>) => t.user_id === null && t.dni !== null;

/** A primary user's request for a new club (its title is the mark it keeps on reads). */
export const isClubRequest = (t: Pick<HelpTicket, 'title'>) => t.title === INSTITUTION_REQUEST_TITLE;

/** The labels the forms write into a description, in contracts/entities/help-desk.ts. */
const LABELS = ['DNI', 'Nombre', 'Fecha de nacimiento', 'Teléfono', 'Barra', 'Presidente'];

/**
 * 'Nombre: Ana M. Gómez. Teléfono: 3415551234.' → the value after `label`, up to the '.' before
 * the next known label or the end (a dot inside a value, 'Ana M. Gómez', is kept).
 */
const valueAfter = (description: string, label: string) => {
  const match = new RegExp(`${label}: (.+?)\\.(?= (?:${LABELS.join('|')}):|$)`).exec(description.trim());
  return match?.[1]?.trim() ?? null;
};

/**
 * What an access-recovery ticket carries, as the recovery form wrote it into the description
 * (contracts' accessRecoveryTicket): the person's names, birth date and phone, to compare
 * with the account that has that DNI.
 */
export const accessRecoveryFacts = (t: Pick<HelpTicket, 'description' | 'dni'>) => ({
  dni: t.dni,
  name: valueAfter(t.description, 'Nombre'),
  birthDate: valueAfter(t.description, 'Fecha de nacimiento'),
  phone: valueAfter(t.description, 'Teléfono'),
});

/** The club a club request asks for (contracts' institutionRequestTicket). */
export const requestedClub = (t: Pick<HelpTicket, 'description'>) => ({
  name: valueAfter(t.description, 'Barra'),
  president: valueAfter(t.description, 'Presidente'),
  phone: valueAfter(t.description, 'Teléfono'),
});
