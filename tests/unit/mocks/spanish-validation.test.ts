import { describe, expect, it } from 'vitest';
import { callApi, loginAs } from './http';

const english = /Required|Expected|Invalid|received|must be|greater than|String must|Number must/;

describe('the mock validates requests in Spanish and takes only decimal ids', () => {
  it.each([
    ['/teams/0x2d'],
    ['/teams/1e3'],
    ['/teams/+5'],
    ['/teams/%205'],
    ['/teams/0'],
    ['/teams/05'],
  ])('GET %s is 400 in Spanish, not a team read through Number()', async (path) => {
    const { accessToken } = await loginAs('admin.cliente');
    const reply = await callApi('GET', path, { token: accessToken });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message: 'Parámetro inválido (id: El identificador debe ser un número entero positivo)' });
  });

  it('a query id that is not decimal is 400 too', async () => {
    const { accessToken } = await loginAs('admin.cliente');
    const reply = await callApi('GET', '/payments?competition_id=0x1', { token: accessToken });
    expect(reply).toMatchObject({ status: 400, body: { additionalData: { fields: { competition_id: 'El identificador debe ser un número entero positivo' } } } });
  });

  it('body shape errors come back in Spanish', async () => {
    const array = await callApi('POST', '/auth/login', { body: [] });
    expect(array).toMatchObject({ status: 400, body: { message: 'Se esperaba objeto, se recibió lista' } });
    const { accessToken } = await loginAs('admin.cliente');
    const nested = await callApi('POST', '/institutions', { token: accessToken, body: { name: 'Club Náutico', president: 'Ana Paz', phone_number: '3415556677', addresses: {} } });
    expect(nested).toMatchObject({ status: 400, body: { message: 'addresses: Se esperaba lista, se recibió objeto' } });
    for (const reply of [array, nested]) {
      expect(reply.body.message).not.toMatch(english);
      expect(Object.values(reply.body.additionalData?.fields ?? {}).join(' ')).not.toMatch(english);
    }
  });

  it('SPEC §5 form messages are unchanged', async () => {
    const reply = await callApi('POST', '/auth/register', { body: { username: '_pepe_', password: 'secreto1' } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'username: No puede comenzar con un punto o guion bajo' } });
  });

  it('a NUL byte in a text field is refused, not stored', async () => {
    const { accessToken } = await loginAs('admin.cliente');
    const reply = await callApi('POST', '/institutions', {
      token: accessToken,
      body: { name: 'Club\u0000Náutico', president: 'Ana Paz', phone_number: '3415556677', addresses: [{ address_line: 'Costanera 100', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' }] },
    });
    expect(reply).toMatchObject({ status: 400, body: { message: 'name: No se permiten caracteres de control' } });
  });

  it("an optional e-mail sent as '' is refused like the document's minLength says; null is none", async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const member = {
      dni: '30111222', first_name: 'Martina', last_name: 'Gómez', primary_phone_number: '3415550000', birth_date: '1995-02-01', gender: 'F', is_helmsman: false,
    };
    const empty = await callApi('POST', '/team_members/register', { token: accessToken, body: { ...member, email: '' } });
    expect(empty).toMatchObject({ status: 400, body: { additionalData: { fields: { email: 'Debe tener al menos 8 caracteres' } } } });
    const none = await callApi('POST', '/team_members/register', { token: accessToken, body: { ...member, email: null } });
    expect(none.status).toBe(201);
  });
});
