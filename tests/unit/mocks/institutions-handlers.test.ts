import { describe, expect, it } from 'vitest';
import { institutionsEndpoints } from '@contracts/institutions';
import type { InstitutionInput } from '@contracts/entities/institutions';
import { db } from '@mocks/db/store';
import { anonymousClient, clientAs } from './signed-in-client';

const club = (overrides: Partial<InstitutionInput> = {}): InstitutionInput => ({
  name: 'Club de Pesca Villa Constitución',
  president: 'Rosa Ibáñez',
  phone_number: '3400123456',
  addresses: [{ address_line: 'Av. Costanera 900', city: 'Villa Constitución', state: 'Santa Fe', country: 'Argentina' }],
  ...overrides,
});

async function createClub(overrides: Partial<InstitutionInput> = {}) {
  const admin = await clientAs('admin.cliente');
  const reply = await admin.call(institutionsEndpoints.create, { body: club(overrides) });
  if (!reply.ok) throw new Error(reply.message);
  return { admin, created: reply.data };
}

describe('institutions handlers', () => {
  it('lists every club with its addresses, by name, to admins and to team owners choosing a club', async () => {
    const reply = await (await clientAs('admin.sistema')).call(institutionsEndpoints.list);
    expect(reply.ok).toBe(true);
    const names = reply.data!.map((c) => c.name);
    expect(names).toHaveLength(db().institutions.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(reply.data!.every((c) => c.addresses.length === 1)).toBe(true);
    expect((await (await clientAs('capitan.sinequipo')).call(institutionsEndpoints.list)).ok).toBe(true);
  });

  it('refuses the club list to team members (403) and to callers without a session (401)', async () => {
    expect((await (await clientAs('miembro.activo')).call(institutionsEndpoints.list)).statusCode).toBe(403);
    expect((await anonymousClient().call(institutionsEndpoints.list)).statusCode).toBe(401);
  });

  it('creates a club with its addresses (201) and reads it back', async () => {
    const { admin, created } = await createClub();
    expect(created).toMatchObject({ name: 'Club de Pesca Villa Constitución', president: 'Rosa Ibáñez', phone_number: '3400123456' });
    expect(created.addresses).toEqual([expect.objectContaining({ city: 'Villa Constitución', owner_type: 'institution', owner_id: created.id, is_active: true })]);
    const read = await admin.call(institutionsEndpoints.get, { params: { id: created.id } });
    expect(read).toMatchObject({ ok: true, statusCode: 200, data: created });
  });

  it('refuses an incomplete club with the Spanish field message (400)', async () => {
    const admin = await clientAs('admin.cliente');
    const noAddress = await admin.call(institutionsEndpoints.create, { body: club({ addresses: [] }) });
    expect(noAddress).toMatchObject({ statusCode: 400, message: 'addresses: Por favor, rellene todos los campos requeridos' });
    const shortName = await admin.call(institutionsEndpoints.create, { body: club({ name: 'AB' }) });
    expect(shortName).toMatchObject({ statusCode: 400, fieldErrors: { name: 'Debe tener al menos 3 caracteres' } });
  });

  it("answers 'Institución no encontrada' (404) for an unknown club, and 403 to a team owner reading one", async () => {
    const admin = await clientAs('admin.cliente');
    expect(await admin.call(institutionsEndpoints.get, { params: { id: 9999 } })).toMatchObject({ statusCode: 404, message: 'Institución no encontrada' });
    expect(await admin.call(institutionsEndpoints.update, { params: { id: 9999 }, body: { name: 'Otra' } })).toMatchObject({ statusCode: 404 });
    const owner = await clientAs('capitan.completo');
    expect((await owner.call(institutionsEndpoints.get, { params: { id: 1 } })).statusCode).toBe(403);
  });

  it('updates only the fields sent, and replaces the addresses only when they are sent', async () => {
    const { admin, created } = await createClub();
    const renamed = await admin.call(institutionsEndpoints.update, { params: { id: created.id }, body: { president: 'Mario Quiroga' } });
    expect(renamed).toMatchObject({ ok: true, message: '¡Institución actualizada!' });
    expect(renamed.data).toEqual({ ...created, president: 'Mario Quiroga' });

    const moved = await admin.call(institutionsEndpoints.update, {
      params: { id: created.id },
      body: { addresses: [{ address_line: 'Ruta 21 km 5', city: 'Empalme', state: 'Santa Fe', country: 'Argentina' }] },
    });
    expect(moved.data!.addresses.map((a) => a.city)).toEqual(['Empalme']);
    expect(moved.data!.name).toBe(created.name);
  });

  it('deletes a club no team uses, after which it is not found', async () => {
    const { admin, created } = await createClub();
    expect(await admin.call(institutionsEndpoints.delete, { params: { id: created.id } })).toMatchObject({ ok: true, statusCode: 200, data: null });
    expect((await admin.call(institutionsEndpoints.get, { params: { id: created.id } })).statusCode).toBe(404);
    expect((await admin.call(institutionsEndpoints.delete, { params: { id: created.id } })).statusCode).toBe(404);
  });

  it('refuses to delete a club that teams belong to (422) and keeps it', async () => {
    const inUse = db().teams[0]!.institution_id;
    const admin = await clientAs('admin.sistema');
    const reply = await admin.call(institutionsEndpoints.delete, { params: { id: inUse } });
    expect(reply).toMatchObject({ statusCode: 422, message: 'No se puede eliminar una barra pesquera con equipos', errorCode: 'BUSINESS_RULE' });
    expect((await admin.call(institutionsEndpoints.get, { params: { id: inUse } })).ok).toBe(true);
  });
});
