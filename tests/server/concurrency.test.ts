import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/demo-accounts';
import { given, rows, twoApisOnOnePostgres, type TestApi } from './support';

/**
 * Requests that race on real PostgreSQL, sent to two APIs on one database — two processes'
 * memory images, two connection pools (issue 32): whatever arrives together, a rule's
 * "only one" holds, because a commit that read data another commit changed runs again on
 * the newer data (server/store/commit.ts) and the constraints check the result.
 */
const two = twoApisOnOnePostgres();

const N = 8;
/** Sends `n` copies of a request, alternating between the two APIs, all at once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as JSON
const race = (n: number, send: (api: TestApi, i: number) => Promise<{ status: number; body: any }>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i % 2 ? two.b : two.a, i)));
const statuses = (answers: { status: number }[]) => answers.map((r) => r.status).sort();

const member = (dni: string) => ({
  dni,
  first_name: 'Lucía',
  last_name: 'Ferreyra',
  licence_number: null,
  primary_phone_number: '3415557788',
  email: null,
  birth_date: '1992-07-21',
  gender: 'F',
  blood_type: null,
  is_helmsman: false,
  member_category: null,
});

describe('the production API under concurrent requests (two APIs, one PostgreSQL)', () => {
  it('creates one account when the same username is registered N times at once', async () => {
    await given(two.a, 'the demo data is loaded');
    const answers = await race(N, (api) => api.call('POST', '/api/auth/register', { body: { username: 'carrera.unica', password: 'Secreta2026!' } }));
    expect(statuses(answers).filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.additionalData.errorCode === 'USERNAME_IN_USE')).toBe(true);
    expect(await rows(two.url, `SELECT id FROM users WHERE username = 'carrera.unica'`)).toHaveLength(1);
  });

  it('adds one member when the same person is added N times at once (one DNI per person)', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const answers = await race(N, (api) => api.call('POST', '/api/team_members/register', { token: state.accessToken, body: member('41999888') }));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 || r.status === 422)).toBe(true);
    expect(await rows(two.url, `SELECT id FROM users WHERE dni_digits = '41999888'`)).toHaveLength(1);
  });

  it('never lets a team have more than three members, whatever arrives together', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const answers = await race(N, (api, i) => api.call('POST', '/api/team_members/register', { token: state.accessToken, body: member(String(42000000 + i)) }));
    const created = answers.filter((r) => r.status === 201).length;
    const sizes = await rows<{ n: string }>(two.url, `SELECT count(*) AS n FROM team_members WHERE team_id = $1`, [state.teamId]);
    expect(Number(sizes[0]!.n)).toBeLessThanOrEqual(3);
    expect(created).toBeGreaterThanOrEqual(1);
    // The rule refused the rest ('equipo completo'), never the database's cap (a trigger): the
    // team row guards who is in the team, so each request saw the members the others added.
    const members = await rows<{ n: string }>(two.url, `SELECT count(*) AS n FROM team_members WHERE team_id = $1`, [state.teamId]);
    expect(answers.filter((r) => r.status !== 201).map((r) => r.status)).toEqual(answers.filter((r) => r.status !== 201).map(() => 422));
    expect(Number(members[0]!.n)).toBe(3);
  });

  it('registers a team once in a competition when the registration is sent N times at once', async () => {
    const state = await given(two.a, 'a team owner whose complete team is not registered exists');
    const answers = await race(N, (api) => api.call('POST', `/api/team_competitions/${state.competitionId}`, { token: state.accessToken }));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const registrations = await rows(two.url, `SELECT id FROM team_competitions WHERE team_id = $1 AND competition_id = $2`, [state.teamId, state.competitionId]);
    expect(registrations).toHaveLength(1);
  });

  it('records one card payment when the provider’s return is registered N times at once', async () => {
    const state = await given(two.a, 'a team owner is back from the card provider');
    const answers = await race(N, (api) => api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: state.providerPaymentRef } }));
    expect(answers.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rows(two.url, `SELECT id FROM payments WHERE provider_payment_id = $1`, [state.providerPaymentRef])).toHaveLength(1);
  });

  it('answers every copy of a create sent with one Idempotency-Key to both APIs with one and the same result', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const key = crypto.randomUUID();
    const answers = await race(N, (api) =>
      api.call('POST', '/api/team_members/register', { token: state.accessToken, body: member('43111222'), headers: { 'Idempotency-Key': key } }),
    );
    const accepted = answers.filter((r) => r.status === 201);
    // A copy that arrived while the first was running may be told to retry (409); none creates another.
    expect(answers.every((r) => r.status === 201 || (r.status === 409 && r.body.additionalData.errorCode === 'IDEMPOTENCY_KEY_IN_PROGRESS'))).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    // The same answer (as JSON; PostgreSQL's jsonb keeps keys in its own order).
    for (const answer of accepted) expect(answer.body).toEqual(accepted[0]!.body);
    expect(await rows(two.url, `SELECT id FROM users WHERE dni_digits = '43111222'`)).toHaveLength(1);
    expect(await rows(two.url, `SELECT id FROM idempotency_keys WHERE key = $1`, [key])).toHaveLength(1);
  });

  it('spends a refresh token once when it is sent N times at once to both APIs: one successor, kept hashed (decision 0066)', async () => {
    const signIn = await two.a.call('POST', '/api/auth/login', { body: { username: 'capitan.completo', password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
    const token: string = signIn.body.data.refreshToken;
    const answers = await race(N, (api) => api.call('POST', '/api/auth/refresh-token', { body: { refreshToken: token } }));
    expect(statuses(answers)).toEqual(Array(N).fill(200));
    const successors = new Set(answers.map((answer) => answer.body.data.refreshToken as string));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(token);
    // One row spent, one successor row, and no row holds a token as it was issued.
    const userId = (JSON.parse(Buffer.from(signIn.body.data.accessToken.split('.')[1], 'base64url').toString()) as { id: number }).id;
    const spent = await rows(two.url, 'SELECT successor_hash FROM refresh_tokens WHERE rotated_at IS NOT NULL AND user_id = $1', [userId]);
    expect(spent).toHaveLength(1);
    expect(JSON.stringify(await rows(two.url, 'SELECT * FROM refresh_tokens'))).not.toContain(token);
    // The successor renews once more on the other API; after that the first token renews nothing.
    expect((await two.b.call('POST', '/api/auth/refresh-token', { body: { refreshToken: successor } })).status).toBe(200);
    expect((await two.a.call('POST', '/api/auth/refresh-token', { body: { refreshToken: token } })).status).toBe(401);
  });

  it('sees on one API what the other committed (no stale memory image)', async () => {
    const state = await given(two.a, 'a team owner with an incomplete team exists');
    const created = await two.a.call('POST', '/api/team_members/register', { token: state.accessToken, body: member('44555666') });
    expect(created.status).toBe(201);
    const listed = await two.b.call('GET', '/api/team_members', { token: state.accessToken });
    expect(JSON.stringify(listed.body)).toContain(String(created.body.data.id));
  });
});
