import { describe, expect, it } from 'vitest';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { usersEndpoints } from '@contracts/users';
import { accessRecoveryTicket, institutionRequestTicket, type AccessRecoveryForm } from '@contracts/entities/help-desk';
import { db } from '@mocks/db/store';
import { userByUsername } from '@mocks/db/queries';
import { anonymousClient, clientAs } from './signed-in-client';

const recoveryForm: AccessRecoveryForm = {
  first_name: 'Lucía',
  last_name: 'Fernández',
  dni: '30111222',
  phone_number: '3415551234',
  birth_date: '1990-04-12',
};
const question = { title: 'Consulta sobre la largada', description: '¿A qué hora abre la rampa el día de la competencia?' };
const resolution = { response: 'La rampa abre a las 6 de la mañana.', response_method: 'notification' as const };
const club = { name: 'Club Náutico Ramallo', president: 'Ernesto Villalba', phone_number: '3407123456' };

const pendingUserTicket = () => db().helpDeskTickets.find((t) => t.status === 'pending' && t.user_id !== null && !db().clubRequests.some((r) => r.help_desk_ticket_id === t.id))!;

describe('help desk handlers', () => {
  it('lists every request to admins, newest first, with the responder of the resolved ones; refuses team owners', async () => {
    const reply = await (await clientAs('admin.cliente')).call(helpDeskEndpoints.list);
    const tickets = reply.data!;
    expect(tickets).toHaveLength(db().helpDeskTickets.length);
    expect(tickets.map((t) => t.created_at)).toEqual([...tickets.map((t) => t.created_at)].sort().reverse());
    expect(tickets.filter((t) => t.status === 'resolved').every((t) => t.responded_by_username && t.closed_at)).toBe(true);
    expect((await (await clientAs('capitan.completo')).call(helpDeskEndpoints.list)).statusCode).toBe(403);
  });

  it("files a signed-in user's request under the user's name (201) and shows it among the user's own", async () => {
    const owner = await clientAs('capitan.completo');
    const reply = await owner.call(helpDeskEndpoints.create, { body: question });
    const user = userByUsername(db(), 'capitan.completo')!;
    expect(reply).toMatchObject({ statusCode: 201, message: 'Solicitud enviada' });
    expect(reply.data).toMatchObject({
      user_id: user.id,
      name: `${user.personal_info!.first_name} ${user.personal_info!.last_name}`,
      email: user.personal_info!.email,
      status: 'pending',
      dni: null,
      response: null,
    });
    expect((await owner.call(usersEndpoints.listOwnHelpTickets)).data!.map((t) => t.id)).toContain(reply.data!.id);
  });

  it('allows one pending request per user (422), also for an account not activated yet', async () => {
    const registered = await clientAs('usuario.nuevo');
    expect((await registered.call(helpDeskEndpoints.create, { body: question })).statusCode).toBe(201);
    expect(await registered.call(helpDeskEndpoints.create, { body: question })).toMatchObject({ statusCode: 422, message: 'Ya tenés una solicitud pendiente' });
  });

  it('files an access-recovery request without a session, carrying the DNI, name and phone given', async () => {
    const reply = await anonymousClient().call(helpDeskEndpoints.create, { body: accessRecoveryTicket(recoveryForm) });
    expect(reply).toMatchObject({ statusCode: 201, data: { user_id: null, dni: '30111222', name: 'Lucía Fernández', phone_number: '3415551234', title: 'Recuperación de acceso' } });
    const again = await anonymousClient().call(helpDeskEndpoints.create, { body: accessRecoveryTicket(recoveryForm) });
    expect(again).toMatchObject({ statusCode: 422, message: 'Ya hay una solicitud pendiente para este DNI' });
  });

  it('requires the DNI without a session, and the SPEC §5 lengths always (400)', async () => {
    const anonymous = anonymousClient();
    expect(await anonymous.call(helpDeskEndpoints.create, { body: question })).toMatchObject({ statusCode: 400, message: 'dni: Este campo es obligatorio' });
    const short = await (await clientAs('capitan.completo')).call(helpDeskEndpoints.create, { body: { ...question, title: 'Ay' } });
    expect(short).toMatchObject({ statusCode: 400, message: 'title: Debe tener al menos 3 caracteres' });
  });

  it("keeps a team owner's request for a new club as a pending club request; members and existing names are refused", async () => {
    const reply = await (await clientAs('capitan.sinequipo')).call(helpDeskEndpoints.create, { body: institutionRequestTicket(club) });
    expect(reply.statusCode).toBe(201);
    expect(db().clubRequests.find((r) => r.help_desk_ticket_id === reply.data!.id)).toMatchObject({ ...club, status: 'pending', requested_by: reply.data!.user_id });

    const byMember = await (await clientAs('miembro.activo')).call(helpDeskEndpoints.create, { body: institutionRequestTicket(club) });
    expect(byMember.statusCode).toBe(403);
    const existing = db().institutions[0]!.name;
    const taken = await (await clientAs('capitan.pendiente')).call(helpDeskEndpoints.create, { body: institutionRequestTicket({ ...club, name: existing.toUpperCase() }) });
    expect(taken).toMatchObject({ statusCode: 422, message: 'Esa barra pesquera ya existe' });
  });

  it("reads one request; 'Solicitud no encontrada' for an unknown id and 'ID de ticket inválido' for a non-numeric one", async () => {
    const admin = await clientAs('admin.sistema');
    const ticket = pendingUserTicket();
    expect((await admin.call(helpDeskEndpoints.get, { params: { id: ticket.id } })).data).toMatchObject({ id: ticket.id, title: ticket.title });
    expect(await admin.call(helpDeskEndpoints.get, { params: { id: 99999 } })).toMatchObject({ statusCode: 404, message: 'Solicitud no encontrada' });
    const bad = await admin.call(helpDeskEndpoints.get, { params: { id: 'abc' as unknown as number } });
    expect(bad).toMatchObject({ statusCode: 400, message: expect.stringContaining('ID de ticket inválido') });
  });

  it('resolves a request with its response and channel, records who and when, and tells the user in the bell', async () => {
    const ticket = pendingUserTicket();
    const reply = await (await clientAs('admin.cliente')).call(helpDeskEndpoints.resolve, { params: { id: ticket.id }, body: { ...resolution, admin_comment: 'Consulta frecuente' } });
    expect(reply).toMatchObject({ statusCode: 200, message: '¡Estado de la solicitud actualizado!' });
    expect(reply.data).toMatchObject({ status: 'resolved', ...resolution, admin_comment: 'Consulta frecuente', responded_by_username: 'admin.cliente', closed_at: expect.any(String) });
    const notice = db().userNotifications.find((n) => n.user_id === ticket.user_id && n.type === 'help_ticket_resolved')!;
    expect(notice).toMatchObject({ status: 'unread', custom_data: { ticket_title: ticket.title, response: resolution.response } });
  });

  it('refuses to resolve twice (422) or without a response method (400)', async () => {
    const admin = await clientAs('admin.cliente');
    const ticket = pendingUserTicket();
    const noMethod = await admin.call(helpDeskEndpoints.resolve, { params: { id: ticket.id }, body: { response: 'Listo' } as never });
    expect(noMethod).toMatchObject({ statusCode: 400, message: 'response_method: Debe seleccionar una forma de respuesta' });
    expect((await admin.call(helpDeskEndpoints.resolve, { params: { id: ticket.id }, body: resolution })).statusCode).toBe(200);
    expect(await admin.call(helpDeskEndpoints.resolve, { params: { id: ticket.id }, body: resolution })).toMatchObject({ statusCode: 422, message: 'La solicitud ya está resuelta' });
  });

  it('creates the requested club when its request is answered, which ends the wait that blocks the team', async () => {
    const request = db().clubRequests.find((r) => r.status === 'pending')!;
    await (await clientAs('admin.sistema')).call(helpDeskEndpoints.resolve, { params: { id: request.help_desk_ticket_id }, body: { ...resolution, response: 'Dimos de alta la barra.' } });
    expect(request.status).toBe('approved');
    expect(db().institutions.find((i) => i.name === request.name)).toMatchObject({ president: request.president, phone_number: request.phone_number });
  });
});
