import { fc } from '@fast-check/vitest';
import type { ZodTypeAny } from 'zod';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { arbitraryOf } from './zod-arbitrary';

/**
 * The requests a property sends to one endpoint: generated from its declaration, and
 * mutations off them (wrong types, missing keys, extra keys, huge strings, control
 * characters, odd ids). Whether a case is valid is decided by the declaration afterwards.
 */
export const NO_BODY = Symbol('sin cuerpo');

export type RequestCase = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Sent with the body; application/json unless a mutation changed it. */
  contentType: string;
  /** What was done to the generated request, for the failure report. */
  mutation: string;
};

/** Path and query ids a careless or hostile client sends. */
export const oddIds = ['0', '-1', '1.5', '0x2d', '1e3', ' 7', '7 ', '+7', '007', 'abc', '99999999999999999999', '٣', '\u0000', 'null', 'NaN', 'Infinity'];

const wrongValues: readonly unknown[] = [null, 7, -1, 0, 'x', '', [], {}, true, 1.5, ['a'], { a: 1 }];
const controlCharacters = ['\u0000', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f'];

const toStrings = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

const partOf = (schema: ZodTypeAny | undefined) => (schema ? arbitraryOf(schema) : fc.constant(undefined));

/** A request as the declaration describes it (params and query as the URL carries them). */
export function generatedCase(endpoint: AnyEndpoint): fc.Arbitrary<RequestCase> {
  return fc
    .record({ params: partOf(endpoint.params), query: partOf(endpoint.query), body: endpoint.body ? arbitraryOf(endpoint.body) : fc.constant(NO_BODY) })
    .map(({ params, query, body }) => ({ params: toStrings(params), query: toStrings(query), body, contentType: 'application/json', mutation: 'ninguna' }));
}

type Mutation = (c: RequestCase, pick: number, value: unknown) => RequestCase | null;

const keyOf = (record: object, pick: number) => {
  const keys = Object.keys(record);
  return keys.length ? keys[pick % keys.length]! : null;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies `change` at a key somewhere in the body: `pick` chooses the key at each level and
 * whether to go deeper into a nested object or array (personal_info, addresses).
 */
const withBodyKey = (c: RequestCase, pick: number, change: (parent: Record<string, unknown>, key: string) => void, label: string): RequestCase | null => {
  if (!isObject(c.body)) return null;
  const body = structuredClone(c.body);
  let parent: Record<string, unknown> = body;
  const path: string[] = [];
  for (let level = 0, choice = pick; ; level += 1, choice = Math.floor(choice / 7)) {
    const key = keyOf(parent, choice);
    if (!key) return null;
    path.push(key);
    const value = parent[key];
    const inner = Array.isArray(value) ? value[0] : value;
    if (level < 2 && choice % 2 === 1 && isObject(inner)) {
      if (Array.isArray(value)) path.push('0');
      parent = inner;
      continue;
    }
    change(parent, key);
    return { ...c, body, mutation: `${label} en body.${path.join('.')}` };
  }
};

const mutations: Record<string, Mutation> = {
  bodyOfWrongType: (c, pick) => (c.body === NO_BODY ? null : { ...c, body: wrongValues[pick % wrongValues.length], mutation: 'cuerpo de otro tipo' }),
  bodyMissing: (c) => (c.body === NO_BODY ? null : { ...c, body: undefined, mutation: 'sin cuerpo' }),
  keyRemoved: (c, pick) => withBodyKey(c, pick, (b, k) => delete b[k], 'clave quitada'),
  keyOfWrongType: (c, pick, value) => withBodyKey(c, pick, (b, k) => (b[k] = value), `valor ${JSON.stringify(value)}`),
  extraKey: (c) => (isObject(c.body) ? { ...c, body: { ...c.body, role_id: 1, is_admin: true, __proto_: 'x' }, mutation: 'claves de más' } : null),
  hugeString: (c, pick) => withBodyKey(c, pick, (b, k) => (b[k] = 'ñ'.repeat(20_000)), 'texto de 20.000 caracteres'),
  controlCharacter: (c, pick) =>
    withBodyKey(
      c,
      pick,
      (b, k) => {
        const char = controlCharacters[pick % controlCharacters.length]!;
        const text = typeof b[k] === 'string' && b[k] ? (b[k] as string) : 'Texto';
        b[k] = `${text.slice(0, 1)}${char}${text.slice(1)}`;
      },
      'carácter de control',
    ),
  // What a cross-site form sends without a CORS preflight.
  textPlain: (c) => (c.body === NO_BODY ? null : { ...c, contentType: 'text/plain;charset=UTF-8', mutation: 'Content-Type text/plain' }),
  formEncoded: (c) => (c.body === NO_BODY ? null : { ...c, contentType: 'application/x-www-form-urlencoded', mutation: 'Content-Type de formulario' }),
  oddParam: (c, pick) => {
    const key = keyOf(c.params, pick);
    return key ? { ...c, params: { ...c.params, [key]: oddIds[pick % oddIds.length]! }, mutation: `parámetro ${key} raro` } : null;
  },
  oddQuery: (c, pick) => {
    const key = keyOf(c.query, pick) ?? 'competition_id';
    return { ...c, query: { ...c.query, [key]: oddIds[pick % oddIds.length]! }, mutation: `query ${key} rara` };
  },
};

/** A generated request with one mutation applied (or the request itself when the mutation does not apply). */
export function mutatedCase(endpoint: AnyEndpoint): fc.Arbitrary<RequestCase> {
  return fc
    .tuple(generatedCase(endpoint), fc.constantFrom(...Object.keys(mutations)), fc.nat(1000), fc.constantFrom(...wrongValues))
    .map(([c, name, pick, value]) => mutations[name]!(c, pick, value) ?? c);
}

/** Half generated, half mutated. */
export const requestCase = (endpoint: AnyEndpoint) => fc.oneof(generatedCase(endpoint), mutatedCase(endpoint));
