import { describe, expect, it } from 'vitest';
import { boatsEndpoints } from '@contracts/boats';
import type { BoatInput } from '@contracts/entities/boats';
import { boatOf, registrationOf, userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { anonymousClient, clientAs } from './signed-in-client';

const boat = (overrides: Partial<BoatInput> = {}): BoatInput => ({
  name: 'La Dorada',
  registration_number: 'REY-77001',
  engine_brand: 'Yamaha',
  hp: 90,
  has_radio: true,
  is_yacht: false,
  ...overrides,
});

const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;
const boatIdOf = (username: string) => boatOf(db(), teamOf(username))!.id;
/** An owner (username) of a seeded team that has no boat yet. */
const ownerWithoutBoat = () => {
  const team = db().teams.find((t) => !boatOf(db(), t.id))!;
  return { teamId: team.id, username: userById(db(), team.owner_id)!.username };
};

describe('boats handlers', () => {
  it("lists the boats of the teams registered in the current competition, with each boat's team", async () => {
    const admin = await clientAs('admin.cliente');
    const reply = await admin.call(boatsEndpoints.list, {});
    expect(reply.ok).toBe(true);
    const current = currentCompetition(db())!.id;
    const expected = db().boats.filter((b) => registrationOf(db(), b.team_id, current));
    expect(expected.length).toBeLessThan(db().boats.length);
    expect(reply.data!.map((r) => r.boat_id).sort((a, b) => a - b)).toEqual(expected.map((b) => b.id).sort((a, b) => a - b));
    const complete = reply.data!.find((r) => r.team_id === teamOf('capitan.completo'))!;
    expect(complete).toMatchObject({ id: complete.boat_id, team_name: db().teams.find((t) => t.id === complete.team_id)!.name });
  });

  it('lists the boats of the competition given in ?competition_id, and 404 for an unknown one', async () => {
    const admin = await clientAs('admin.sistema');
    const past = db().competitions.find((c) => c.id !== currentCompetition(db())!.id)!;
    const reply = await admin.call(boatsEndpoints.list, { query: { competition_id: past.id } });
    const inPast = new Set(db().teamCompetitions.filter((tc) => tc.competition_id === past.id).map((tc) => tc.team_id));
    expect(reply.data!.length).toBeGreaterThan(0);
    expect(reply.data!.every((r) => inPast.has(r.team_id))).toBe(true);
    expect(await admin.call(boatsEndpoints.list, { query: { competition_id: 9999 } })).toMatchObject({ statusCode: 404, message: 'No se encontró la competencia.' });
    expect((await (await clientAs('capitan.completo')).call(boatsEndpoints.list, {})).statusCode).toBe(403);
  });

  it("shows the team's own boat to its owner and members, any boat to admins, and hides other teams' boats", async () => {
    const own = boatIdOf('capitan.completo');
    const other = boatIdOf('capitan.incompleto');
    expect(await (await clientAs('miembro.activo')).call(boatsEndpoints.get, { params: { id: own } })).toMatchObject({ ok: true, data: { id: own } });
    const owner = await clientAs('capitan.completo');
    expect((await owner.call(boatsEndpoints.get, { params: { id: own } })).ok).toBe(true);
    expect(await owner.call(boatsEndpoints.get, { params: { id: other } })).toMatchObject({ statusCode: 404, message: 'Error: ID de embarcación no encontrado' });
    expect((await (await clientAs('admin.cliente')).call(boatsEndpoints.get, { params: { id: other } })).ok).toBe(true);
    expect((await anonymousClient().call(boatsEndpoints.get, { params: { id: own } })).statusCode).toBe(401);
  });

  it("updates only the fields sent of the owner's own boat", async () => {
    const id = boatIdOf('capitan.completo');
    const owner = await clientAs('capitan.completo');
    const before = (await owner.call(boatsEndpoints.get, { params: { id } })).data!;
    const reply = await owner.call(boatsEndpoints.update, { params: { id }, body: { hp: 150, has_radio: !before.has_radio } });
    expect(reply).toMatchObject({ ok: true, statusCode: 200, message: '¡Embarcación actualizada!' });
    expect(reply.data).toEqual({ ...before, hp: 150, has_radio: !before.has_radio });
  });

  it("refuses an owner's edit of another team's boat (403), a member's edit (403), an unknown boat (404) and hp over 1000 (400)", async () => {
    const owner = await clientAs('capitan.completo');
    const other = boatIdOf('capitan.incompleto');
    expect(await owner.call(boatsEndpoints.update, { params: { id: other }, body: { hp: 60 } })).toMatchObject({
      statusCode: 403,
      message: 'Solo podés editar la embarcación de tu equipo',
    });
    expect(boatOf(db(), teamOf('capitan.incompleto'))!.hp).not.toBe(60);
    const member = await clientAs('miembro.activo');
    expect((await member.call(boatsEndpoints.update, { params: { id: boatIdOf('capitan.completo') }, body: { hp: 60 } })).statusCode).toBe(403);
    expect((await owner.call(boatsEndpoints.update, { params: { id: 9999 }, body: { hp: 60 } })).statusCode).toBe(404);
    const tooStrong = await owner.call(boatsEndpoints.update, { params: { id: boatIdOf('capitan.completo') }, body: { hp: 1001 } });
    expect(tooStrong).toMatchObject({ statusCode: 400, fieldErrors: { hp: 'No debe ser más de 1000' } });
  });

  it("lets an admin edit any team's boat", async () => {
    const id = boatIdOf('capitan.incompleto');
    const reply = await (await clientAs('admin.sistema')).call(boatsEndpoints.update, { params: { id }, body: { name: 'Surubí Azul' } });
    expect(reply).toMatchObject({ ok: true, data: { id, name: 'Surubí Azul' } });
  });

  it("registers the owner's boat (201) once: a second boat is a 409", async () => {
    const { teamId, username } = ownerWithoutBoat();
    const owner = await clientAs(username);
    const created = await owner.call(boatsEndpoints.create, { body: boat() });
    expect(created).toMatchObject({ ok: true, statusCode: 201, message: '¡Embarcación creada!', data: { name: 'La Dorada', hp: 90 } });
    expect(boatOf(db(), teamId)!.id).toBe(created.data!.id);
    expect(await owner.call(boatsEndpoints.create, { body: boat({ name: 'Otra' }) })).toMatchObject({ statusCode: 409, message: 'El equipo ya tiene una embarcación' });
  });

  it('refuses a boat to an owner without a team (404) and a boat with a short name (400)', async () => {
    expect(await (await clientAs('capitan.sinequipo')).call(boatsEndpoints.create, { body: boat() })).toMatchObject({
      statusCode: 404,
      message: 'Error: ID de equipo no encontrado',
    });
    const owner = await clientAs(ownerWithoutBoat().username);
    expect(await owner.call(boatsEndpoints.create, { body: boat({ name: 'La' }) })).toMatchObject({ statusCode: 400, fieldErrors: { name: 'Debe tener al menos 3 caracteres' } });
  });

  it("registers a team's boat for an admin, refusing an unknown team (404) and a team that has one (409)", async () => {
    const admin = await clientAs('admin.cliente');
    const { teamId } = ownerWithoutBoat();
    const created = await admin.call(boatsEndpoints.createAdmin, { body: { ...boat(), team_id: teamId } });
    expect(created).toMatchObject({ ok: true, statusCode: 201 });
    expect(boatOf(db(), teamId)!.id).toBe(created.data!.id);
    expect((await admin.call(boatsEndpoints.createAdmin, { body: { ...boat(), team_id: teamId } })).statusCode).toBe(409);
    expect((await admin.call(boatsEndpoints.createAdmin, { body: { ...boat(), team_id: 9999 } })).statusCode).toBe(404);
    expect((await (await clientAs('capitan.completo')).call(boatsEndpoints.createAdmin, { body: { ...boat(), team_id: teamId } })).statusCode).toBe(403);
  });
});
