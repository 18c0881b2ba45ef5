import { MatchersV3 } from '@pact-foundation/pact';
import type { ZodTypeAny } from 'zod';

/**
 * Turns an endpoint's response schema plus an example value into a Pact matcher tree, so a
 * pact states SHAPES (types, enum values, date formats), not the seed's values.
 *
 * Keys whose example is null/absent or an empty array are left out of the pact on purpose:
 * Pact lets a provider send keys the pact does not name, but fails on a missing key or a
 * different type, and it has no "string or null" matcher. A pact that demanded a string
 * where another data set has null would fail against an honest backend. The left-out
 * paths are returned so the consumer test can tolerate exactly those keys being absent
 * from the Pact mock's answer (see `restoreOmitted`).
 */
export type Omission = { path: string; value: null | [] | undefined };
export type Shape = { matcher: unknown; omitted: Omission[] };

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})$';
/** A calendar date; a backend may also send it as a date-time. */
const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (values: readonly (string | number)[]) => `^(${values.map((v) => escapeRegex(String(v))).join('|')})$`;

type Def = { typeName: string } & Record<string, unknown>;
const defOf = (schema: ZodTypeAny) => schema._def as Def;

const isAbsent = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);
const absentValue = (value: unknown): Omission['value'] => (value === undefined ? undefined : Array.isArray(value) ? [] : null);

/** Wrappers that do not change the wire shape. */
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodNullable':
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return unwrap(def.innerType as ZodTypeAny);
    case 'ZodEffects':
      return unwrap(def.schema as ZodTypeAny);
    case 'ZodBranded':
      return unwrap(def.type as ZodTypeAny);
    case 'ZodPipeline':
      // A response is parsed from the wire: the input side is what the provider sends.
      return unwrap(def.in as ZodTypeAny);
    case 'ZodLazy':
      return unwrap((def.getter as () => ZodTypeAny)());
    default:
      return schema;
  }
}

/**
 * One example standing for every element of a list: a key counts as present only when
 * every element has it, a nested list only when no element's list is empty (eachLike
 * applies its template to every element the provider sends).
 */
export function mergeElements(elements: readonly unknown[]): unknown {
  const first = elements[0];
  if (elements.some((e) => e === null || e === undefined)) return null;
  if (Array.isArray(first)) {
    const lists = elements as unknown[][];
    return lists.some((l) => l.length === 0) ? [] : lists.flat();
  }
  if (typeof first === 'object' && first !== null) {
    const objects = elements as Record<string, unknown>[];
    const keys = new Set(objects.flatMap((o) => Object.keys(o)));
    return Object.fromEntries([...keys].map((key) => [key, mergeElements(objects.map((o) => o[key]))]));
  }
  return first;
}

function primitive(schema: ZodTypeAny, example: unknown, path: string): unknown {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodString': {
      const text = String(example);
      const checks = (def.checks as { kind: string }[] | undefined) ?? [];
      if (checks.some((c) => c.kind === 'datetime') || new RegExp(ISO_DATE_TIME).test(text)) return MatchersV3.regex(ISO_DATE_TIME, text);
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return MatchersV3.regex(ISO_DATE, text);
      return MatchersV3.like(text);
    }
    case 'ZodNumber': {
      const checks = (def.checks as { kind: string }[] | undefined) ?? [];
      return checks.some((c) => c.kind === 'int') ? MatchersV3.integer(example as number) : MatchersV3.number(example as number);
    }
    case 'ZodBoolean':
      return MatchersV3.boolean(example as boolean);
    case 'ZodEnum':
      return MatchersV3.regex(oneOf(def.values as string[]), String(example));
    case 'ZodNativeEnum':
      return MatchersV3.like(example);
    case 'ZodLiteral':
      return typeof example === 'string' ? MatchersV3.regex(oneOf([example]), example) : MatchersV3.like(example);
    default:
      throw new Error(`shape: ${path || '(raíz)'} tiene un esquema ${def.typeName} sin regla de Pact`);
  }
}

function walk(schemaIn: ZodTypeAny, example: unknown, path: string, omitted: Omission[]): unknown {
  const schema = unwrap(schemaIn);
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodObject': {
      const shape = (def.shape as () => Record<string, ZodTypeAny>)();
      const value = example as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isAbsent(value[key])) omitted.push({ path: childPath, value: absentValue(value[key]) });
        else out[key] = walk(child, value[key], childPath, omitted);
      }
      return out;
    }
    case 'ZodArray': {
      const list = example as unknown[];
      if (list.length === 0) throw new Error(`shape: ${path || '(raíz)'} es una lista vacía; elegí un estado del proveedor en que no lo sea`);
      return MatchersV3.eachLike(walk(def.type as ZodTypeAny, mergeElements(list), `${path}[]`, omitted));
    }
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = (Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, ZodTypeAny>).values()]) as ZodTypeAny[];
      const literals = options.map((o) => defOf(unwrap(o))).filter((d) => d.typeName === 'ZodLiteral');
      if (literals.length === options.length) {
        const values = literals.map((d) => d.value as string | number);
        return typeof example === 'number' ? MatchersV3.integer(example) : MatchersV3.regex(oneOf(values), String(example));
      }
      const matching = options.find((o) => o.safeParse(example).success);
      if (!matching) throw new Error(`shape: ${path || '(raíz)'} no cumple ninguna opción de la unión`);
      return walk(matching, example, path, omitted);
    }
    case 'ZodRecord':
      // Free keys (e.g. a notification's placeholders differ per template): only "an object" is promised.
      return MatchersV3.like({});
    case 'ZodUnknown':
    case 'ZodAny':
      return MatchersV3.like(example);
    default:
      return primitive(schema, example, path);
  }
}

/**
 * The matcher tree for `example`, which must satisfy `schema` (checked: a wrong example is
 * a wrong test). A null example at the root yields no matcher at all.
 */
export function shapeOf(schema: ZodTypeAny, example: unknown): Shape {
  const checked = schema.safeParse(example);
  if (!checked.success) {
    const issues = checked.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`).join('; ');
    throw new Error(`El ejemplo de respuesta no cumple el contrato: ${issues}`);
  }
  const omitted: Omission[] = [];
  // A null answer (a delete's `data: null`) promises nothing more; an empty list is walked and refused.
  if (example === null || example === undefined) return { matcher: undefined, omitted: [] };
  return { matcher: walk(schema, example, '', omitted), omitted };
}

/**
 * Puts the left-out keys back (null or []) into what the Pact mock server answered, so
 * the consumer test can check that the answer misses nothing else the contract requires.
 */
export function restoreOmitted(data: unknown, omitted: readonly Omission[]): unknown {
  const copy = structuredClone(data);
  const put = (node: unknown, segments: string[], value: null | []) => {
    const [head, ...rest] = segments;
    if (head === undefined || node === null || typeof node !== 'object') return;
    if (head === '[]') {
      if (Array.isArray(node)) node.forEach((element) => put(element, rest, value));
      return;
    }
    const record = node as Record<string, unknown>;
    if (rest.length === 0) {
      if (!(head in record)) record[head] = structuredClone(value);
    } else put(record[head], rest, value);
  };
  for (const { path, value } of omitted) {
    if (value !== undefined) put(copy, path.replace(/\[\]/g, '.[]').split('.').filter(Boolean), value);
  }
  return copy;
}
