import type { z } from 'zod';
import type { helpTicketCreateSchema, helpTicketResolveSchema } from '@contracts/entities/help-desk';
import { validationMessages } from '@contracts/core/messages';
import { sameDni } from './personal-info';
import { Role } from '@contracts/enums';
import { badRequest, forbidden, ruleBroken } from '../core/errors';
import { displayName, userById } from '../db/queries';
import type { ClubRequestRow, Db, HelpDeskTicketRow, InstitutionRow, UserRow } from '../db/schema';
import { nextId } from '../db/store';
import { notifyUser } from './notification-text';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';

type TicketInput = z.output<typeof helpTicketCreateSchema>;
type Resolution = z.output<typeof helpTicketResolveSchema>;

export const helpTicketMessages = {
  onePending: helpDeskApiMessages.pendingRequest,
  onePendingPerDni: 'Ya hay una solicitud pendiente para este DNI',
  alreadyResolved: helpDeskApiMessages.alreadyResolved,
  clubExists: 'Esa barra pesquera ya existe',
  clubByOwnersOnly: helpDeskApiMessages.clubRequestOwnersOnly,
  clubNeedsSession: 'Tenés que iniciar sesión para solicitar una barra pesquera',
} as const;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

function newTicket(db: Db, fields: Pick<HelpDeskTicketRow, 'user_id' | 'name' | 'email' | 'phone_number' | 'title' | 'description' | 'dni'>, at: string) {
  const row: HelpDeskTicketRow = {
    id: nextId(db.helpDeskTickets),
    ...fields,
    status: 'pending',
    response: null,
    admin_comment: null,
    response_method: null,
    responded_by: null,
    created_at: at,
    updated_at: at,
    closed_at: null,
  };
  db.helpDeskTickets.push(row);
  return row;
}

/**
 * A signed-in user's request (registered users may ask too): one pending at most (SPEC §4).
 * With `institution_request` it is a team owner's request for a new club, which is kept
 * as a club request row so team edits stay blocked while it waits.
 */
export function openUserTicket(db: Db, user: UserRow, input: TicketInput, at: string): HelpDeskTicketRow {
  if (db.helpDeskTickets.some((t) => t.user_id === user.id && t.status === 'pending')) throw ruleBroken(helpTicketMessages.onePending);
  const club = input.institution_request;
  if (club) {
    if (user.role_id !== Role.TeamOwner) throw forbidden(helpTicketMessages.clubByOwnersOnly);
    if (db.institutions.some((i) => sameName(i.name, club.name))) throw ruleBroken(helpTicketMessages.clubExists);
  }
  const ticket = newTicket(
    db,
    {
      user_id: user.id,
      name: displayName(user),
      email: user.personal_info?.email ?? null,
      phone_number: user.personal_info?.primary_phone_number ?? null,
      title: input.title,
      description: input.description,
      dni: input.dni ?? null,
    },
    at,
  );
  if (club) {
    db.clubRequests.push({ id: nextId(db.clubRequests), requested_by: user.id, ...club, status: 'pending', help_desk_ticket_id: ticket.id, created_at: at, updated_at: at });
  }
  return ticket;
}

/** Name and phone as the access-recovery form writes them into the description (contracts' accessRecoveryTicket). */
const recoveryContact = (description: string) => ({
  name: /Nombre: ([^.]+)\./.exec(description)?.[1]?.trim() ?? null,
  phone: /Teléfono: (\d+)/.exec(description)?.[1] ?? null,
});

/**
 * A request without a session is an access recovery: it must carry the DNI, and one DNI
 * has one pending request at most. The admin sees the name and phone the person gave.
 */
export function openAccessRecoveryTicket(db: Db, input: TicketInput, at: string): HelpDeskTicketRow {
  if (input.institution_request) throw badRequest(helpTicketMessages.clubNeedsSession);
  const dni = input.dni;
  if (!dni) throw badRequest(`dni: ${validationMessages.required}`, { dni: validationMessages.required });
  if (db.helpDeskTickets.some((t) => t.user_id === null && sameDni(t.dni, dni) && t.status === 'pending')) throw ruleBroken(helpTicketMessages.onePendingPerDni);
  const contact = recoveryContact(input.description);
  return newTicket(db, { user_id: null, name: contact.name ?? `DNI ${dni}`, email: null, phone_number: contact.phone, title: input.title, description: input.description, dni }, at);
}

/**
 * Answering a club request approves it (docs/decisions/0007): the club is created (or,
 * if an admin already created one of that name, reused), so the owner can pick it and
 * the team edits it blocked are free again.
 */
function approveClubRequest(db: Db, request: ClubRequestRow, at: string) {
  if (!db.institutions.some((i) => sameName(i.name, request.name))) {
    const club: InstitutionRow = { id: nextId(db.institutions), name: request.name, president: request.president, phone_number: request.phone_number, created_at: at, updated_at: at };
    db.institutions.push(club);
  }
  Object.assign(request, { status: 'approved', updated_at: at } satisfies Partial<ClubRequestRow>);
}

/** SPEC §4: pending becomes resolved once, with the response and its channel; the user is told in the bell. */
export function resolveTicket(db: Db, ticket: HelpDeskTicketRow, resolution: Resolution, admin: UserRow, at: string) {
  if (ticket.status === 'resolved') throw ruleBroken(helpTicketMessages.alreadyResolved);
  Object.assign(ticket, {
    status: 'resolved',
    response: resolution.response,
    response_method: resolution.response_method,
    admin_comment: resolution.admin_comment ?? null,
    responded_by: admin.id,
    closed_at: at,
    updated_at: at,
  } satisfies Partial<HelpDeskTicketRow>);
  const request = db.clubRequests.find((r) => r.help_desk_ticket_id === ticket.id && r.status === 'pending');
  if (request) approveClubRequest(db, request, at);
  const asker = ticket.user_id === null ? undefined : userById(db, ticket.user_id);
  if (asker && asker.status !== 'inactive') {
    notifyUser(db, { user_id: asker.id, type: 'help_ticket_resolved', custom_data: { ticket_title: ticket.title, response: resolution.response }, created_at: at });
  }
}
