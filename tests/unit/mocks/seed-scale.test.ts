import { describe, expect, it } from 'vitest';
import { buildSeedDb } from '@mocks/db/seed';
import { dbStorageKey, DB_STORAGE_KEY } from '@mocks/db/persistence';
import { parseMockScale } from '@mocks/db/mock-scale';

const today = new Date('2026-11-23T00:00:00.000Z');

describe('large demo (MOCK_SCALE)', () => {
  // Built once for the whole file: the point is its content, and each build takes seconds.
  const started = performance.now();
  const plain = buildSeedDb({ today });
  const large = buildSeedDb({ today, scale: 5000 });
  const largeMs = performance.now() - started;

  it('adds 5,000 teams with their members, boats, registrations and payments', () => {
    expect(large.teams.length - plain.teams.length).toBe(5000);
    const added = large.teams.slice(plain.teams.length);
    const ids = new Set(added.map((t) => t.id));
    const members = large.teamMembers.filter((m) => ids.has(m.team_id));
    expect(members.length).toBeGreaterThan(5000 * 2.5);
    expect(large.boats.filter((b) => ids.has(b.team_id)).length).toBeGreaterThan(4000);
    const registered = large.teamCompetitions.filter((tc) => ids.has(tc.team_id));
    expect(registered.length).toBe(4500);
    const tcIds = new Set(registered.map((tc) => tc.id));
    const payments = large.payments.filter((p) => tcIds.has(p.team_competition_id));
    expect(new Set(payments.map((p) => p.payment_type))).toEqual(new Set(['transfer', 'mercadopago', 'cash']));
    expect(new Set(payments.map((p) => p.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    // Every member is a user of that team; ids stay unique in every collection.
    const users = new Map(large.users.map((u) => [u.id, u]));
    expect(members.every((m) => users.get(m.user_id)?.team_id === m.team_id)).toBe(true);
    for (const rows of Object.values(large) as unknown[]) {
      if (Array.isArray(rows) && rows[0] && 'id' in rows[0]) expect(new Set((rows as { id: number }[]).map((r) => r.id)).size).toBe(rows.length);
    }
    expect(new Set(large.users.map((u) => u.username)).size).toBe(large.users.length);
    expect(new Set(large.teams.map((t) => t.name)).size).toBe(large.teams.length);
  });

  it('leaves every row of the plain demo where it was (the scale rows come after)', () => {
    for (const [name, rows] of Object.entries(plain)) {
      const scaled = (large as Record<string, unknown>)[name];
      if (Array.isArray(rows)) expect((scaled as unknown[]).slice(0, rows.length)).toEqual(rows);
      else expect(scaled).toEqual(rows);
    }
  });

  it('is the same in every run, and takes seconds rather than minutes', () => {
    expect(JSON.stringify(buildSeedDb({ today, scale: 5000 }))).toBe(JSON.stringify(large));
    // Generous: a loaded 2-core machine, with the plain seed included; not a benchmark.
    expect(largeMs).toBeLessThan(60_000);
  }, 60_000);

  it('reads MOCK_SCALE leniently and stores a scaled database under its own key', () => {
    expect(parseMockScale('5000')).toBe(5000);
    expect(parseMockScale(undefined)).toBe(0);
    expect(parseMockScale('')).toBe(0);
    expect(parseMockScale('mucho')).toBe(0);
    expect(parseMockScale('-3')).toBe(0);
    expect(dbStorageKey(0)).toBe(DB_STORAGE_KEY);
    expect(dbStorageKey(5000)).not.toBe(DB_STORAGE_KEY);
  });
});
