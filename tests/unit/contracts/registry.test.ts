import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints, endpoints } from '@contracts/index';

/** The 86 calls of SPEC §7, as `METHOD /path`. */
const specCalls = readFileSync('tests/unit/contracts/endpoints.txt', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const shapeKeys = (schema: z.ZodTypeAny | undefined) =>
  schema && 'shape' in schema ? Object.keys((schema as z.AnyZodObject).shape).sort() : [];

describe('endpoint registry', () => {
  it('the fixture holds the 86 calls of SPEC §7', () => {
    expect(specCalls).toHaveLength(86);
    expect(new Set(specCalls).size).toBe(86);
  });

  it.each(specCalls)('declares %s exactly once', (call) => {
    expect(allEndpoints.filter((e) => key(e) === call)).toHaveLength(1);
  });

  it('gives every declaration a unique id', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('never declares the same method and path twice', () => {
    const keys = allEndpoints.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('marks every call beyond endpoints.txt as defined by the project', () => {
    const extras = allEndpoints.filter((e) => !specCalls.includes(key(e)));
    expect(extras.map(key)).toEqual(['POST /teams/admin', 'GET /teams/roster', 'GET /competitions/overview', 'POST /payments/notifications/mercadopago', 'PATCH /payments/cash/{id}/confirm', 'PATCH /payments/cash/{id}/reject', 'GET /notifications/teams/status',
      // Issue 35, the tournament day (docs/decisions/0071).
      'GET /competitions/{id}/scoring', 'PUT /competitions/{id}/scoring', 'GET /competitions/{id}/standings', 'GET /check_ins', 'POST /check_ins', 'POST /check_ins/return',
      'POST /catches', 'GET /catches', 'PATCH /catches/{id}/accept', 'PATCH /catches/{id}/reject', 'PATCH /catches/{id}',
      'POST /catch_photos', 'GET /catch_photos/{id}',
      // The public live leaderboard (docs/decisions/0074).
      'GET /leaderboard']);
    for (const e of extras) expect(e.definedByProject, e.id).toBeTruthy();
  });

  it('declares a params schema with exactly the placeholders of each path', () => {
    for (const e of allEndpoints) expect(shapeKeys(e.params), e.id).toEqual(pathParams(e.path));
  });

  it('names each endpoint after its place in the registry: endpoints.<domain>.<operation> is <domain>.<operation>', () => {
    for (const [domain, calls] of Object.entries(endpoints)) {
      for (const [operation, e] of Object.entries(calls)) {
        expect(e.id).toBe(`${domain}.${operation}`);
        expect(e.domain).toBe(domain);
      }
    }
    expect(new Set(allEndpoints.map((e) => e.id)).size).toBe(allEndpoints.length);
  });

  it('answers creates with 201 and everything else with 200', () => {
    for (const e of allEndpoints) {
      if (e.successStatus === 201) expect(e.method, e.id).toBe('POST');
      if (e.method !== 'POST') expect(e.successStatus, e.id).toBe(200);
    }
  });

  it('allows a public call only for the four auth calls, the help request, Mercado Pago’s signed notification and the live leaderboard', () => {
    const publicCalls = allEndpoints.filter((e) => !e.auth).map(key);
    expect(publicCalls.sort()).toEqual(
      ['POST /auth/login', 'POST /auth/refresh-token', 'POST /auth/register', 'POST /help_desk_tickets', 'POST /payments/notifications/mercadopago', 'GET /leaderboard'].sort(),
    );
    expect(endpoints.helpDesk.create.optionalAuth).toBe(true);
  });

  it('reads ids in query strings as numbers (URLs carry text)', () => {
    for (const e of allEndpoints.filter((e) => shapeKeys(e.query).includes('competition_id'))) {
      expect(e.query!.parse({ competition_id: '7' }), e.id).toMatchObject({ competition_id: 7 });
    }
  });
});
