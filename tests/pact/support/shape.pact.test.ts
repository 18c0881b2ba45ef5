import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { z } from 'zod';
import { isoDateTime } from '@contracts/core/fields';
import { restoreOmitted, shapeOf } from './shape';

/** The matching rule Pact would apply, without the example. */
const rule = (matcher: unknown) => (matcher as Record<string, unknown>)['pact:matcher:type'];

const member = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['registered', 'active']),
  created_at: isoDateTime,
  points: z.number(),
  tags: z.array(z.string()),
});

describe('shapeOf: zod schema + example → Pact matchers', () => {
  const example = { id: 3, name: 'Ana', email: null, status: 'active', created_at: '2026-03-16T15:00:00.000Z', points: 12.5, tags: [] };

  it('states types, enum values and ISO date-times instead of values', () => {
    const { matcher } = shapeOf(member, example) as { matcher: Record<string, unknown> };
    expect(rule(matcher.id)).toBe('integer');
    expect(rule(matcher.points)).toBe('number');
    expect(rule(matcher.name)).toBe('type');
    expect(matcher.status).toMatchObject({ 'pact:matcher:type': 'regex', regex: '^(registered|active)$' });
    expect(rule(matcher.created_at)).toBe('regex');
    expect(MatchersV3.reify(matcher)).toEqual({ id: 3, name: 'Ana', status: 'active', created_at: example.created_at, points: 12.5 });
  });

  it('leaves null and empty-list keys out and reports them', () => {
    const { matcher, omitted } = shapeOf(member, example) as { matcher: Record<string, unknown>; omitted: unknown[] };
    expect(matcher).not.toHaveProperty('email');
    expect(matcher).not.toHaveProperty('tags');
    expect(omitted).toEqual([
      { path: 'email', value: null },
      { path: 'tags', value: [] },
    ]);
  });

  it('keeps a key of a list element only when every element has a value for it', () => {
    const list = z.array(member);
    const withEmail = { ...example, email: 'ana@example.com', tags: ['vip'] };
    const { matcher, omitted } = shapeOf(list, [withEmail, { ...example, id: 4 }]);
    expect(rule(matcher)).toBe('type');
    expect(matcher).toMatchObject({ min: 1 });
    const template = (MatchersV3.reify(matcher) as Record<string, unknown>[])[0]!;
    expect(template).not.toHaveProperty('email');
    expect(template).not.toHaveProperty('tags');
    expect(omitted.map((o) => o.path)).toEqual(['[].email', '[].tags']);
  });

  it('promises only "an object" for records with free keys', () => {
    const { matcher } = shapeOf(z.object({ data: z.record(z.string()) }), { data: { team_name: 'Los Dorados' } });
    expect(MatchersV3.reify(matcher)).toEqual({ data: {} });
  });

  it('refuses an example that breaks the contract', () => {
    expect(() => shapeOf(member, { ...example, status: 'deleted' })).toThrow(/no cumple el contrato/);
  });

  it('refuses an empty list at the root, which would promise nothing', () => {
    expect(() => shapeOf(z.array(member), [])).toThrow(/lista vacía/);
  });
});

describe('restoreOmitted', () => {
  it('puts left-out keys back only where the answer lacks them, in every list element', () => {
    const answer = { rows: [{ id: 1 }, { id: 2, email: 'b@example.com' }] };
    const restored = restoreOmitted(answer, [
      { path: 'rows[].email', value: null },
      { path: 'rows[].tags', value: [] },
    ]);
    expect(restored).toEqual({
      rows: [
        { id: 1, email: null, tags: [] },
        { id: 2, email: 'b@example.com', tags: [] },
      ],
    });
    expect(answer.rows[0]).toEqual({ id: 1 });
  });
});
