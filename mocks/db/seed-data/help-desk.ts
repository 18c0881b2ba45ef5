import { ACCESS_RECOVERY_TITLE, INSTITUTION_REQUEST_TITLE } from '@contracts/entities/help-desk';
import { displayName } from '../queries';
import type { HelpDeskTicketRow, ResponseMethod, UserRow } from '../schema';
import type { SeedContext } from './context';

export type TicketSeed = Pick<HelpDeskTicketRow, 'title' | 'description'> & { by: UserRow | null; resolved?: { method: ResponseMethod; response: string } };

/**
 * Help requests: some resolved (with responder and closing time), some pending (one per
 * user at most, SPEC §4), an access-recovery request without a user, and a pending
 * request for a new club, which blocks that owner from creating a team.
 */
export function seedHelpDesk(ctx: SeedContext, p: { admin: UserRow; askers: UserRow[]; clubRequester: UserRow }) {
  const { db, clock, faker } = ctx;
  const [a, b, c, d, e] = p.askers;
  const tickets: TicketSeed[] = [
    { by: a!, title: 'No puedo cargar la embarcación', description: 'Al guardar la embarcación me aparece un error. ¿Pueden revisarlo?', resolved: { method: 'email', response: 'Ya quedó corregido, intentá nuevamente.' } },
    { by: b!, title: 'Cambio de timonel', description: 'Necesitamos cambiar el timonel porque se lesionó uno de los miembros.', resolved: { method: 'whatsapp', response: 'Podés editar el miembro y marcar al nuevo timonel.' } },
    { by: c!, title: 'Factura del pago', description: '¿Cómo obtengo la factura del pago de la inscripción?', resolved: { method: 'phone', response: 'Se la enviamos por correo electrónico.' } },
    { by: d!, title: 'Transferencia sin confirmar', description: 'Hice la transferencia hace tres días y todavía figura pendiente.' },
    { by: e!, title: 'Miembro sin activar', description: 'Uno de los miembros no recibió el usuario para activar su cuenta.' },
  ];
  tickets.forEach((t, i) => addTicket(ctx, t, p.admin, clock.epoch(300 + i * 7, 14)));

  addTicket(
    ctx,
    {
      by: null,
      title: ACCESS_RECOVERY_TITLE,
      description: `DNI: 28456123. Nombre: Jorge Benítez. Fecha de nacimiento: 14-05-1979. Teléfono: 3329456789.`,
    },
    p.admin,
    clock.epoch(340, 10),
    { dni: '28456123', name: 'Jorge Benítez', phone_number: '3329456789' },
  );

  const requester = p.clubRequester;
  const club = { name: 'Barra Pesquera Puerto Ruiz', president: faker.person.fullName(), phone_number: `3${faker.string.numeric(9)}` };
  const ticket = addTicket(
    ctx,
    {
      by: requester,
      title: INSTITUTION_REQUEST_TITLE,
      description: `Barra: ${club.name}. Presidente: ${club.president}. Teléfono: ${club.phone_number}.`,
    },
    p.admin,
    clock.epoch(395, 16),
  );
  db.clubRequests.push({
    id: ctx.id('clubRequests'),
    requested_by: requester.id,
    ...club,
    status: 'pending',
    help_desk_ticket_id: ticket.id,
    created_at: ticket.created_at,
    updated_at: ticket.created_at,
  });
}

/** Adds a ticket as the help form (or an admin's resolution) would have left it. */
export function addTicket(
  ctx: SeedContext,
  t: TicketSeed,
  admin: UserRow,
  created_at: string,
  anonymous?: Pick<HelpDeskTicketRow, 'dni' | 'name' | 'phone_number'>,
): HelpDeskTicketRow {
  const closed_at = t.resolved ? new Date(Date.parse(created_at) + 20 * 3600 * 1000).toISOString() : null;
  const row: HelpDeskTicketRow = {
    id: ctx.id('helpDeskTickets'),
    user_id: t.by?.id ?? null,
    name: t.by ? displayName(t.by) : (anonymous?.name ?? ''),
    email: t.by?.personal_info?.email ?? null,
    phone_number: t.by?.personal_info?.primary_phone_number ?? anonymous?.phone_number ?? null,
    title: t.title,
    description: t.description,
    dni: anonymous?.dni ?? null,
    status: t.resolved ? 'resolved' : 'pending',
    response: t.resolved?.response ?? null,
    admin_comment: t.resolved ? 'Resuelto en el primer contacto' : null,
    response_method: t.resolved?.method ?? null,
    responded_by: t.resolved ? admin.id : null,
    created_at,
    updated_at: closed_at ?? created_at,
    closed_at,
  };
  ctx.db.helpDeskTickets.push(row);
  return row;
}
