import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@contracts/index';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contracts/core/idempotency';
import { idempotencyMessages } from '@contracts/core/messages';
import { membersOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { resetDemoDb } from '@mocks/db/reset';
import { API, callApi, loginAs } from './http';
import { newMemberInput } from '../../fixtures/new-member';

/** Exactly-once creates (issue 19, docs/decisions/0027). */
const KEY = '3f0c8a52-6a1e-4c1b-9d5e-2f7b8c9d0e1f';
const withKey = (key: string = KEY) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;

async function rawPost(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${API}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER), text: await response.text() };
}

describe('Idempotency-Key on creates', () => {
  it('declares every create as idempotent, and nothing else', () => {
    const idempotent = allEndpoints.filter((e) => e.idempotent).map((e) => e.id);
    // 22 of decision 0027, the tournament day's departure, return and catch (decision 0071), and the catch's photo (0073).
    expect(idempotent).toHaveLength(26);
    for (const id of ['checkIns.depart', 'checkIns.return', 'catches.create', 'catches.uploadPhoto']) expect(idempotent).toContain(id);
    expect(allEndpoints.filter((e) => e.idempotent && e.method !== 'POST')).toEqual([]);
    for (const id of ['members.register', 'auth.register', 'helpDesk.create', 'payments.createTransfer', 'teamCompetitions.register']) expect(idempotent).toContain(id);
    for (const id of ['auth.login', 'auth.refreshToken', 'users.resetPassword']) expect(idempotent).not.toContain(id);
  });

  it('replays "add member" with the same member and one-time credentials, creating one account', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const headers = { Authorization: `Bearer ${accessToken}`, ...withKey() };
    const first = await rawPost('/team_members/register', newMemberInput(), headers);
    const again = await rawPost('/team_members/register', newMemberInput(), headers);
    const third = await rawPost('/team_members/register', newMemberInput(), headers);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    expect([again.status, again.replayed, again.text]).toEqual([201, 'true', first.text]);
    expect(third.text).toBe(first.text);
    expect(JSON.parse(first.text).data.user.password).toEqual(expect.any(String));
    expect(membersOf(db(), teamOf('capitan.incompleto'))).toHaveLength(3);
    expect(db().users.filter((u) => u.personal_info?.dni === '40111222')).toHaveLength(1);
  });

  it('keeps the key with the rest of the database (persisted) and forgets it on reset', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    await callApi('POST', '/team_members/register', { token: accessToken, body: newMemberInput(), headers: withKey() });
    expect(db().idempotencyKeys).toEqual([expect.objectContaining({ key: KEY, status: 201, scope: `user:${userByUsername(db(), 'capitan.incompleto')!.id}` })]);
    resetDemoDb();
    expect(db().idempotencyKeys).toEqual([]);
  });

  it('refuses the same key with other data (422, Spanish) and creates nothing', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    await callApi('POST', '/team_members/register', { token: accessToken, body: newMemberInput(), headers: withKey() });
    const other = await callApi('POST', '/team_members/register', { token: accessToken, body: newMemberInput({ dni: '40111223', email: 'otra@example.org' }), headers: withKey() });
    expect(other).toMatchObject({ status: 422, body: { message: idempotencyMessages.reusedWithOtherData, additionalData: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } } });
    expect(userByUsername(db(), 'otra')).toBeUndefined();
    expect(db().users.filter((u) => u.personal_info?.dni === '40111223')).toEqual([]);
  });

  it('compares bodies by content, not by key order', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const body = newMemberInput();
    const reversed = Object.fromEntries(Object.entries(body).reverse());
    const first = await callApi('POST', '/team_members/register', { token: accessToken, body, headers: withKey() });
    const again = await callApi('POST', '/team_members/register', { token: accessToken, body: reversed, headers: withKey() });
    expect(again).toEqual(first);
  });

  it('keeps only successful answers: a refused create can be retried with the same key and corrected data', async () => {
    const taken = await callApi('POST', '/auth/register', { body: { username: 'capitan.completo', password: 'secreto123' }, headers: withKey() });
    expect(taken.status).toBe(409);
    const corrected = await callApi('POST', '/auth/register', { body: { username: 'nueva.pescadora', password: 'secreto123' }, headers: withKey() });
    expect(corrected.status).toBe(201);
    expect(userByUsername(db(), 'nueva.pescadora')).toBeDefined();
  });

  it('replays an anonymous sign-up (same tokens, one account)', async () => {
    const body = { username: 'nueva.pescadora', password: 'secreto123' };
    const first = await callApi('POST', '/auth/register', { body, headers: withKey() });
    const again = await callApi('POST', '/auth/register', { body, headers: withKey() });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(db().users.filter((u) => u.username === 'nueva.pescadora')).toHaveLength(1);
  });

  it('scopes keys per user: two owners with the same key each get their own member', async () => {
    const a = await loginAs('capitan.incompleto');
    const b = await loginAs('capitan.sinequipo');
    const first = await callApi('POST', '/team_members/register', { token: a.accessToken, body: newMemberInput(), headers: withKey() });
    const other = await callApi('POST', '/help_desk_tickets', { token: b.accessToken, body: { title: 'Consulta', description: 'Una consulta cualquiera' }, headers: withKey() });
    expect(first.status).toBe(201);
    expect(other.status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const body = { title: 'Consulta', description: 'Una consulta cualquiera' };
    const first = await callApi('POST', '/help_desk_tickets', { token: accessToken, body, headers: withKey() });
    expect(first.status).toBe(201);
    db().idempotencyKeys[0]!.created_at = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
    const again = await callApi('POST', '/help_desk_tickets', { token: accessToken, body, headers: withKey() });
    // Run again: the rule answers (one pending request per user), not the stored answer.
    expect(again.status).toBe(422);
  });

  it('ignores a key on a call that is not a create', async () => {
    const body = { username: 'capitan.completo', password: 'Demo2026!' };
    const first = await callApi('POST', '/auth/login', { body, headers: withKey() });
    const other = await callApi('POST', '/auth/login', { body: { ...body, username: 'capitan.incompleto' }, headers: withKey() });
    expect([first.status, other.status]).toEqual([200, 200]);
    expect(db().idempotencyKeys).toEqual([]);
  });

  it.each(['', 'x'.repeat(256), 'clave\u00f1'])('refuses a malformed key %j with 400 in Spanish', async (key) => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const reply = await rawPost('/team_members/register', newMemberInput(), { Authorization: `Bearer ${accessToken}`, ...withKey(key) });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text).message).toBe(idempotencyMessages.invalidKey);
    expect(membersOf(db(), teamOf('capitan.incompleto'))).toHaveLength(2);
  });

  it('creates once when two requests with the same key race (the other is 409 or the replay)', async () => {
    const { accessToken } = await loginAs('capitan.incompleto');
    const headers = { Authorization: `Bearer ${accessToken}`, ...withKey() };
    const replies = await Promise.all([1, 2, 3].map(() => rawPost('/team_members/register', newMemberInput(), headers)));
    const created = replies.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((r) => r.text)).size).toBe(1);
    for (const r of replies.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(JSON.parse(r.text)).toMatchObject({ message: idempotencyMessages.inProgress, additionalData: { errorCode: 'IDEMPOTENCY_KEY_IN_PROGRESS' } });
    }
    expect(membersOf(db(), teamOf('capitan.incompleto'))).toHaveLength(3);
  });
});
