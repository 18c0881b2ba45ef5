/**
 * Values computed from whole collections (a competition's figures, the admins' list's counts),
 * kept while the collections they were computed from stay the same.
 *
 * The production API's read-only requests get the memory image's frozen arrays
 * (server/store/image.ts): the same array until the collection's next version, so a value
 * derived from them holds until one of them changes. Under load that is every request between
 * two writes; at 5,000 teams each such value is a pass over thousands of rows (issue 33). A
 * mutable array (the demo, the tests, any writing request) may change under the value, so the
 * value is computed each time there, as before.
 *
 * A kept value is shared by every request: callers must not change it (it is frozen where that
 * is cheap; the maps are not, and are only read).
 */
type Kept = { inputs: readonly (readonly unknown[])[]; value: unknown };

const kept = new WeakMap<readonly unknown[], Map<string, Kept>>();

export function derived<T>(name: string, inputs: readonly (readonly unknown[])[], compute: () => T): T {
  if (inputs.length === 0 || !inputs.every((rows) => Object.isFrozen(rows))) return compute();
  const first = inputs[0]!;
  let byName = kept.get(first);
  if (!byName) kept.set(first, (byName = new Map()));
  const known = byName.get(name);
  if (known && known.inputs.length === inputs.length && known.inputs.every((rows, i) => rows === inputs[i])) return known.value as T;
  const value = compute();
  byName.set(name, { inputs: [...inputs], value });
  return value;
}

type Mapped = { inputs: readonly unknown[]; value: object };
const mapped = new Map<string, WeakMap<object, Mapped>>();

const frozenOrPlain = (value: unknown) => value === null || typeof value !== 'object' || Object.isFrozen(value);

function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) freezeDeep(inner);
  }
  return value;
}

/**
 * What one row maps to in a list (a team of the admins' list, a payment), kept while the row and
 * `inputs` — the other rows and values the mapping reads — are the same: frozen rows of the
 * image never change, so the same inputs give the same output. The output is frozen and shared;
 * the response check keeps each frozen list row's validated JSON (mocks/core/define-handler.ts),
 * so an unchanged row of 5,000 costs a lookup, not a mapping, a validation and a serialisation.
 * Over rows that may change in place (the demo, the tests, writes) it maps every time.
 */
export function mappedRow<T extends object>(name: string, row: object, inputs: readonly unknown[], build: () => T): T {
  if (!Object.isFrozen(row) || !inputs.every(frozenOrPlain)) return build();
  let byRow = mapped.get(name);
  if (!byRow) mapped.set(name, (byRow = new WeakMap()));
  const known = byRow.get(row);
  if (known && known.inputs.length === inputs.length && known.inputs.every((input, i) => input === inputs[i])) return known.value as T;
  const value = freezeDeep(build());
  byRow.set(row, { inputs, value });
  return value;
}
