import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CATCH_PHOTO } from '../../mocks/db/seed-data/catch-photo-sample';
import { apiOn, given, postgresCluster, rows, type TestApi } from './support';

/**
 * The tournament day on the production API (issue 35, docs/decisions/0071): two API processes
 * on one PostgreSQL, as two judges' phones reach two of them. A catch sent to both with one
 * Idempotency-Key is logged once; two judges scanning one credential at once record one
 * departure; the tables the migrations added hold the rows, whole.
 */
let cluster: Awaited<ReturnType<typeof postgresCluster>>;
let url: string;
let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  cluster = await postgresCluster();
  url = await cluster.newDatabase();
  a = await apiOn(url);
  b = await apiOn(url);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  cluster?.stop();
});

const count = async (sql: string, values: unknown[] = []) => Number((await rows<{ n: string }>(url, sql, values))[0]!.n);

describe('the tournament day across two API processes', () => {
  it('logs a catch once when its retry reaches the other process with the same Idempotency-Key', async () => {
    const state = await given(a, 'a judge is signed in at the dock of the current competition');
    const before = await count(`SELECT count(*) AS n FROM catches`);
    const body = {
      competition_id: state.competitionId,
      team_id: state.teamId,
      fish_species_id: state.fishSpeciesId,
      size_cm: 35.5,
      participant_id: state.participantId,
      caught_at: new Date(Date.now() - 60_000).toISOString(),
    };
    const headers = { 'Idempotency-Key': '3b0f6a2e-0d1c-4c8e-9a51-7f2e4d6c8b10' };
    const [first, second] = await Promise.all([
      a.call('POST', '/api/catches', { token: state.accessToken, body, headers }),
      b.call('POST', '/api/catches', { token: state.accessToken, body, headers }),
    ]);
    const statuses = [first.status, second.status].sort();
    // One logged it; the other replayed it (201) or met it still in progress (409): never two catches.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await count(`SELECT count(*) AS n FROM catches`)).toBe(before + 1);
    const retry = await b.call('POST', '/api/catches', { token: state.accessToken, body, headers });
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await count(`SELECT count(*) AS n FROM catches`)).toBe(before + 1);
  });

  it('records one departure when two judges scan the same credential at once', async () => {
    const state = await given(a, 'a judge is signed in at the dock of the current competition');
    const body = { competition_id: state.competitionId, qr: state.credentialQr };
    const answers = await Promise.all([
      a.call('POST', '/api/check_ins', { token: state.accessToken, body, headers: { 'Idempotency-Key': 'muelle-a' } }),
      b.call('POST', '/api/check_ins', { token: state.accessToken, body, headers: { 'Idempotency-Key': 'muelle-b' } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count(`SELECT count(*) AS n FROM check_ins WHERE team_id = $1 AND competition_id = $2`, [state.teamId, state.competitionId])).toBe(1);
  });

  it('keeps the jury’s history in the catch’s row and the scoring in its own table', async () => {
    const state = await given(b, 'a client admin is signed in and a catch waits for the jury');
    const corrected = await a.call('PATCH', `/api/catches/${state.catchId}`, { token: state.accessToken, body: { size_cm: 33, reason: 'Se volvió a medir' } });
    expect(corrected.status).toBe(200);
    const [row] = await rows<{ doc: { size_cm: number; history: { reason: string; changes: unknown[] }[] } }>(url, `SELECT doc FROM catches WHERE id = $1`, [state.catchId]);
    expect(row!.doc.size_cm).toBe(33);
    expect(row!.doc.history).toEqual([expect.objectContaining({ reason: 'Se volvió a medir', changes: [{ field: 'size_cm', from: 31.5, to: 33 }] })]);
    // The other process reads the corrected catch back.
    const queue = await b.call('GET', `/api/catches?competition_id=${state.competitionId}&status=pending`, { token: state.accessToken });
    expect(queue.body.data.find((c: { id: number }) => c.id === state.catchId).size_cm).toBe(33);
    expect(await count(`SELECT count(*) AS n FROM scorings WHERE competition_id = $1`, [state.competitionId])).toBe(1);
  });
});

describe('catch photos on the production API (docs/decisions/0073)', () => {
  it('keeps a photo in its own table, outside the collections, once, and shows it to its judge through the other process', async () => {
    const state = await given(a, 'a judge is signed in at the dock of the current competition');
    const before = await count(`SELECT count(*) AS n FROM catch_photos`);
    const body = { image: SAMPLE_CATCH_PHOTO };
    const headers = { 'Idempotency-Key': '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f' };
    const first = await a.call('POST', '/api/catch_photos', { token: state.accessToken, body, headers });
    expect(first.status).toBe(201);
    const ref = (first.body as { data: { photo_ref: string } }).data.photo_ref;
    // A retry without the key (the key's answer lost too) still writes no second row: the ref is the photo's own.
    const again = await b.call('POST', '/api/catch_photos', { token: state.accessToken, body });
    expect((again.body as { data: { photo_ref: string } }).data.photo_ref).toBe(ref);
    expect(await count(`SELECT count(*) AS n FROM catch_photos`)).toBe(before + 1);
    const [row] = await rows<{ uploaded_by: number; bytes: number; image: string }>(url, `SELECT uploaded_by, bytes, image FROM catch_photos WHERE ref = $1`, [ref]);
    expect(row).toMatchObject({ uploaded_by: state.userId, image: SAMPLE_CATCH_PHOTO });
    const read = await b.call('GET', `/api/catch_photos/${ref}`, { token: state.accessToken });
    expect(read.status).toBe(200);
    expect((read.body as { data: { image: string } }).data.image).toBe(SAMPLE_CATCH_PHOTO);
  });

  it('refuses a photo over the bound in Spanish, before anything is written', async () => {
    const state = await given(a, 'a judge is signed in at the dock of the current competition');
    const before = await count(`SELECT count(*) AS n FROM catch_photos`);
    const big = `data:image/jpeg;base64,/9j/${'A'.repeat(420_000)}`;
    const refused = await a.call('POST', '/api/catch_photos', { token: state.accessToken, body: { image: big } });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toMatch(/300 KB/);
    expect(await count(`SELECT count(*) AS n FROM catch_photos`)).toBe(before);
  });
});
