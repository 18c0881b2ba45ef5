/**
 * Dotted paths into a form's values, the way zod reports an issue's path joined by dots:
 * 'name', 'prices.0.amount', 'addresses.1.city'. Every per-field record of the form
 * (messages, touched) is keyed by them, so a row's fields are fields like any other.
 */

type Leaf = string | number | boolean | bigint | null | undefined | Date;
type Key<T> = Extract<keyof T, string>;

/** Every path into T: its keys, list indexes ('prices.0'), and what lies below them. */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? Below<`${number}`, Item>
    : { [K in Key<T>]: Below<K, T[K]> }[Key<T>];
type Below<K extends string, V> = V extends Leaf ? K : K | `${K}.${Path<V>}`;

type Step<T, K extends string> = T extends readonly (infer Item)[] ? Item : K extends keyof T ? T[K] : never;
/** The type at a path. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}` ? PathValue<Step<T, Head>, Rest> : Step<T, P>;

/** Paths to a single value (what one input edits). */
export type FieldName<T> = { [P in Path<T>]: PathValue<T, P> extends Leaf ? P : never }[Path<T>];
/** Paths to a list (the rows of a nested form). */
export type ListName<T> = { [P in Path<T>]: PathValue<T, P> extends readonly unknown[] ? P : never }[Path<T>];

const parts = (path: string) => path.split('.');

export function getAt(values: unknown, path: string): unknown {
  let at = values;
  for (const part of parts(path)) at = (at as Record<string, unknown> | null | undefined)?.[part];
  return at;
}

/** A copy of `values` with `value` at `path`; the objects and lists on the way are copied too. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = parts(path) as [string, ...string[]];
  const container = values as Record<string, unknown>;
  const next = rest.length === 0 ? value : setAt(container[head], rest.join('.'), value);
  if (Array.isArray(container)) return container.map((item, i) => (String(i) === head ? next : item)) as T;
  return { ...container, [head]: next } as T;
}

/** The paths of every single value (not of the objects and lists holding them), lists included as paths too. */
export function leafPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || values instanceof Date) return prefix ? [prefix] : [];
  const own = Array.isArray(values) && prefix ? [prefix] : [];
  return own.concat(...Object.entries(values).map(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key)));
}

/**
 * The path a key has once row `index` of `list` is removed: rows after it move up by one;
 * the removed row's own keys (and anything no longer valid) map to null.
 */
export function pathAfterRemoval(path: string, list: string, index: number): string | null {
  const prefix = `${list}.`;
  if (!path.startsWith(prefix)) return path;
  const [row, ...rest] = parts(path.slice(prefix.length));
  const at = Number(row);
  if (at === index) return null;
  if (at < index) return path;
  return [list, at - 1, ...rest].join('.');
}

/** A record keyed by path, with each key moved by `move` (dropped where it answers null). */
export function rekey<T>(record: Record<string, T>, move: (path: string) => string | null): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, value] of Object.entries(record)) {
    const to = move(path);
    if (to !== null) out[to] = value;
  }
  return out;
}
