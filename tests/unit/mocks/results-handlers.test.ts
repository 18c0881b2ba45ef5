import { describe, expect, it } from 'vitest';
import { resultsEndpoints } from '@contracts/results';
import type { OverallResultInput } from '@contracts/entities/results';
import { membersOf, registrationOf } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { currentCompetition } from '@mocks/rules/current-competition';
import { callApi, loginAs } from './http';
import { clientAs } from './signed-in-client';

const current = () => currentCompetition(db())!;
const finished = () => db().competitions.find((c) => c.id !== current().id)!;

/** Teams accepted in the finished competition that have no overall result yet. */
const acceptedWithoutOverall = () =>
  db().teams.filter(
    (t) => registrationOf(db(), t.id, finished().id)?.status === 'accepted' && !db().overallResults.some((r) => r.team_id === t.id && r.competition_id === finished().id),
  );

const overall = (overrides: Partial<OverallResultInput> = {}): OverallResultInput => ({
  competition_id: finished().id,
  team_id: acceptedWithoutOverall()[0]!.id,
  final_position: 15,
  total_points: 812.5,
  total_species: 4,
  total_pieces: 21,
  ...overrides,
});

/** Frees the 15th place of the finished competition through the API. */
async function freeLastPlace(admin: Awaited<ReturnType<typeof clientAs>>) {
  const last = db().overallResults.find((r) => r.competition_id === finished().id && r.final_position === 15)!;
  expect((await admin.call(resultsEndpoints.deleteOverall, { params: { id: last.id } })).ok).toBe(true);
  return last;
}

describe('results handlers', () => {
  describe('GET /competitions/{id}/results', () => {
    it('answers the three tables of the finished competition: overall by position, biggest fish, category groups', async () => {
      const reply = await (await clientAs('capitan.completo')).call(resultsEndpoints.getByCompetition, { params: { id: finished().id } });
      const data = reply.data!;
      expect(data.overall_results.map((r) => r.final_position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      expect(data.overall_results[0]!.team).toMatchObject({ name: expect.any(String), institution_name: expect.any(String), team_number: expect.any(Number) });
      expect(data.overall_results[0]!.team.members).toHaveLength(3);
      expect(data.biggest_fish_results.length).toBeGreaterThan(0);
      expect(data.biggest_fish_results[0]!.participant.first_name).not.toBe('');
      expect(data.category_results.map((r) => r.category.id)).toEqual([...data.category_results.map((r) => r.category.id)].sort());
    });

    it('shows teams the results of a competition only once it has ended; admins see them while loading', async () => {
      const admin = await clientAs('admin.cliente');
      const accepted = db().teamCompetitions.find((tc) => tc.competition_id === current().id && tc.status === 'accepted')!;
      const created = await admin.call(resultsEndpoints.createOverall, { body: overall({ competition_id: current().id, team_id: accepted.team_id, final_position: 1 }) });
      expect(created.statusCode).toBe(201);

      expect((await admin.call(resultsEndpoints.getByCompetition, { params: { id: current().id } })).data!.overall_results).toHaveLength(1);
      const member = await clientAs('miembro.activo');
      expect((await member.call(resultsEndpoints.getByCompetition, { params: { id: current().id } })).data).toEqual({
        overall_results: [],
        category_results: [],
        biggest_fish_results: [],
      });
    });

    it('answers 404 in Spanish for an unknown competition', async () => {
      const reply = await (await clientAs('miembro.activo')).call(resultsEndpoints.getByCompetition, { params: { id: 999 } });
      expect(reply).toMatchObject({ statusCode: 404, message: 'No se encontró la competencia.' });
    });
  });

  describe('overall results', () => {
    it('creates a result in a free position for an accepted team (201) and deletes it (200, then 404)', async () => {
      const admin = await clientAs('admin.cliente');
      await freeLastPlace(admin);
      const body = overall();
      const reply = await admin.call(resultsEndpoints.createOverall, { body });
      expect(reply).toMatchObject({
        statusCode: 201,
        message: 'Resultado creado correctamente',
        data: { final_position: 15, total_points: 812.5, species_count: 4, pieces_count: 21, team: { id: body.team_id } },
      });
      const listed = await admin.call(resultsEndpoints.getByCompetition, { params: { id: finished().id } });
      expect(listed.data!.overall_results.at(-1)!.id).toBe(reply.data!.id);

      const removed = await admin.call(resultsEndpoints.deleteOverall, { params: { id: reply.data!.id } });
      expect(removed).toMatchObject({ statusCode: 200, message: 'Resultado eliminado correctamente', data: null });
      expect(await admin.call(resultsEndpoints.deleteOverall, { params: { id: reply.data!.id } })).toMatchObject({ statusCode: 404, message: 'Resultado no encontrado' });
    });

    it('assigns each position once (409)', async () => {
      const reply = await (await clientAs('admin.cliente')).call(resultsEndpoints.createOverall, { body: overall({ final_position: 3 }) });
      expect(reply).toMatchObject({ statusCode: 409, message: 'La posición ya fue asignada', errorCode: 'BUSINESS_RULE' });
    });

    it('places each team once (409)', async () => {
      const admin = await clientAs('admin.cliente');
      await freeLastPlace(admin);
      const ranked = db().overallResults.find((r) => r.competition_id === finished().id)!;
      const reply = await admin.call(resultsEndpoints.createOverall, { body: overall({ team_id: ranked.team_id }) });
      expect(reply).toMatchObject({ statusCode: 409, message: 'El equipo ya tiene un resultado general' });
    });

    it('refuses positions outside 1 to 15 and a missing team or position with the modal messages (400)', async () => {
      const { accessToken } = await loginAs('admin.cliente');
      const post = (body: object) => callApi('POST', '/competitions/competition-results', { token: accessToken, body });
      expect(await post(overall({ final_position: 16 }))).toMatchObject({ status: 400, body: { additionalData: { fields: { final_position: 'No debe ser más de 15' } } } });
      expect(await post({ ...overall(), team_id: undefined })).toMatchObject({ status: 400, body: { message: 'team_id: Por favor selecciona un equipo y una posición' } });
      expect(await post({ ...overall(), total_points: -1 })).toMatchObject({ status: 400, body: { additionalData: { fields: { total_points: 'Debe ser al menos 0' } } } });
    });

    it('accepts only teams accepted in the competition (422), known teams (404) and known competitions (404)', async () => {
      const admin = await clientAs('admin.cliente');
      await freeLastPlace(admin);
      const notInFinished = db().teams.find((t) => !registrationOf(db(), t.id, finished().id))!;
      expect(await admin.call(resultsEndpoints.createOverall, { body: overall({ team_id: notInFinished.id }) })).toMatchObject({
        statusCode: 422,
        message: 'El equipo no está aceptado en la competencia',
      });
      const unpaid = db().teamCompetitions.find((tc) => tc.competition_id === current().id && tc.status === 'registered')!;
      const inCurrent = await admin.call(resultsEndpoints.createOverall, { body: overall({ competition_id: current().id, team_id: unpaid.team_id, final_position: 1 }) });
      expect(inCurrent.statusCode).toBe(422);
      expect((await admin.call(resultsEndpoints.createOverall, { body: overall({ team_id: 9999 }) })).statusCode).toBe(404);
      expect((await admin.call(resultsEndpoints.createOverall, { body: overall({ competition_id: 999 }) })).statusCode).toBe(404);
    });

    it('is for admins only (403 for team owners)', async () => {
      const owner = await clientAs('capitan.completo');
      expect((await owner.call(resultsEndpoints.createOverall, { body: overall() })).statusCode).toBe(403);
      expect((await owner.call(resultsEndpoints.deleteOverall, { params: { id: 1 } })).statusCode).toBe(403);
    });
  });

  describe('biggest fish results', () => {
    const freeSpecies = () => db().fishSpecies.find((s) => !db().biggestFishResults.some((b) => b.competition_id === finished().id && b.fish_species_id === s.id))!;
    const takenSpecies = () => db().biggestFishResults.find((b) => b.competition_id === finished().id)!.fish_species_id;

    function catchBy(teamIndex = 0) {
      const team = acceptedWithoutOverall()[teamIndex]!;
      return { team, catcher: membersOf(db(), team.id)[1]! };
    }

    it("creates one for a species that has none, caught by a member of the team (201, with the catcher's name), and deletes it", async () => {
      const admin = await clientAs('admin.sistema');
      const { team, catcher } = catchBy();
      const species = freeSpecies();
      const body = { competition_id: finished().id, team_id: team.id, participant_id: catcher.user_id, fish_species_id: species.id, size_cm: 73.5, points: 735 };
      const reply = await admin.call(resultsEndpoints.createBiggestFish, { body });
      expect(reply).toMatchObject({ statusCode: 201, data: { species, size_cm: 73.5, team: { id: team.id }, participant: { id: catcher.user_id } } });
      expect(reply.data!.participant.last_name).not.toBe('');
      expect((await admin.call(resultsEndpoints.deleteBiggestFish, { params: { id: reply.data!.id } })).statusCode).toBe(200);
      expect((await admin.call(resultsEndpoints.deleteBiggestFish, { params: { id: reply.data!.id } })).statusCode).toBe(404);
    });

    it('keeps one biggest fish per species (409)', async () => {
      const { team, catcher } = catchBy();
      const body = { competition_id: finished().id, team_id: team.id, participant_id: catcher.user_id, fish_species_id: takenSpecies(), size_cm: 120, points: 1200 };
      expect(await (await clientAs('admin.cliente')).call(resultsEndpoints.createBiggestFish, { body })).toMatchObject({
        statusCode: 409,
        message: 'La especie ya tiene una pieza mayor',
      });
    });

    it("refuses a participant who is not in the team (422), an unknown species (404) and a missing field (400)", async () => {
      const admin = await clientAs('admin.cliente');
      const { team } = catchBy();
      const { catcher: stranger } = catchBy(1);
      const body = { competition_id: finished().id, team_id: team.id, participant_id: stranger.user_id, fish_species_id: freeSpecies().id, size_cm: 50, points: 500 };
      expect(await admin.call(resultsEndpoints.createBiggestFish, { body })).toMatchObject({ statusCode: 422, message: 'El participante no pertenece al equipo' });
      expect((await admin.call(resultsEndpoints.createBiggestFish, { body: { ...body, fish_species_id: 999 } })).statusCode).toBe(404);
      const { accessToken } = await loginAs('admin.cliente');
      const missing = await callApi('POST', '/competitions/biggest-fish-results', { token: accessToken, body: { ...body, participant_id: null } });
      expect(missing).toMatchObject({ status: 400, body: { message: 'participant_id: Por favor completa todos los campos requeridos' } });
    });
  });

  describe('category results', () => {
    it('creates a result for a team in a category once (201, then 409 for the same team and category) and deletes it', async () => {
      const admin = await clientAs('admin.cliente');
      const team = acceptedWithoutOverall()[0]!;
      const category = ([1, 2, 3] as const).find((id) => !db().categoryResults.some((r) => r.team_id === team.id && r.category_id === id && r.competition_id === finished().id))!;
      const body = { competition_id: finished().id, team_id: team.id, category_id: category, points: 640, species_count: 3, pieces_count: 12 };
      const reply = await admin.call(resultsEndpoints.createCategory, { body });
      expect(reply).toMatchObject({ statusCode: 201, data: { category: { id: category }, team: { id: team.id }, points: 640 } });

      expect(await admin.call(resultsEndpoints.createCategory, { body: { ...body, points: 10 } })).toMatchObject({
        statusCode: 409,
        message: 'El equipo ya tiene un resultado en esa categoría',
      });
      const otherCategory = ([1, 2, 3] as const).find((id) => id !== category && !db().categoryResults.some((r) => r.team_id === team.id && r.category_id === id && r.competition_id === finished().id))!;
      expect((await admin.call(resultsEndpoints.createCategory, { body: { ...body, category_id: otherCategory } })).statusCode).toBe(201);

      expect((await admin.call(resultsEndpoints.deleteCategory, { params: { id: reply.data!.id } })).statusCode).toBe(200);
      expect((await admin.call(resultsEndpoints.deleteCategory, { params: { id: reply.data!.id } })).statusCode).toBe(404);
    });

    it('refuses a team not accepted in the competition (422) and an unknown category (400)', async () => {
      const admin = await clientAs('admin.cliente');
      const notInFinished = db().teams.find((t) => !registrationOf(db(), t.id, finished().id))!;
      const body = { competition_id: finished().id, team_id: notInFinished.id, category_id: 1 as const, points: 1, species_count: 1, pieces_count: 1 };
      expect((await admin.call(resultsEndpoints.createCategory, { body })).statusCode).toBe(422);
      const { accessToken } = await loginAs('admin.cliente');
      const unknown = await callApi('POST', '/competitions/top-category-results', { token: accessToken, body: { ...body, category_id: 4 } });
      expect(unknown).toMatchObject({ status: 400, body: { message: 'category_id: Por favor selecciona un equipo y una categoría' } });
    });
  });
  describe('refusals change nothing', () => {
    const tables = () => ({
      overall: db().overallResults.length,
      fish: db().biggestFishResults.length,
      category: db().categoryResults.length,
    });

    it('refuses negative numbers in every table with the SPEC §5 minimum (400) and stores nothing', async () => {
      const before = tables();
      const { accessToken } = await loginAs('admin.cliente');
      const team = acceptedWithoutOverall()[0]!;
      const catcher = membersOf(db(), team.id)[0]!;
      const species = db().fishSpecies.find((s) => !db().biggestFishResults.some((b) => b.competition_id === finished().id && b.fish_species_id === s.id))!;
      const fish = { competition_id: finished().id, team_id: team.id, participant_id: catcher.user_id, fish_species_id: species.id, size_cm: -0.5, points: 10 };
      expect(await callApi('POST', '/competitions/biggest-fish-results', { token: accessToken, body: fish })).toMatchObject({
        status: 400,
        body: { additionalData: { fields: { size_cm: 'Debe ser al menos 0' } } },
      });
      const category = { competition_id: finished().id, team_id: team.id, category_id: 1, points: 10, species_count: -1, pieces_count: 2 };
      expect(await callApi('POST', '/competitions/top-category-results', { token: accessToken, body: category })).toMatchObject({
        status: 400,
        body: { additionalData: { fields: { species_count: 'Debe ser al menos 0' } } },
      });
      expect(await callApi('POST', '/competitions/competition-results', { token: accessToken, body: overall({ total_pieces: -3 }) })).toMatchObject({ status: 400 });
      expect(tables()).toEqual(before);
    });

    it('leaves the tables as they were after a taken place (409) or a catcher from another team (422)', async () => {
      const admin = await clientAs('admin.cliente');
      const before = tables();
      expect((await admin.call(resultsEndpoints.createOverall, { body: overall({ final_position: 1 }) })).statusCode).toBe(409);
      const [team, other] = acceptedWithoutOverall();
      const stranger = membersOf(db(), other!.id)[0]!;
      const species = db().fishSpecies.find((s) => !db().biggestFishResults.some((b) => b.competition_id === finished().id && b.fish_species_id === s.id))!;
      const body = { competition_id: finished().id, team_id: team!.id, participant_id: stranger.user_id, fish_species_id: species.id, size_cm: 40, points: 400 };
      expect((await admin.call(resultsEndpoints.createBiggestFish, { body })).statusCode).toBe(422);
      expect(tables()).toEqual(before);
    });
  });
});
