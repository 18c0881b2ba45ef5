import type { FormApi } from './use-form';
import { getAt, pathAfterRemoval, rekey, setAt, type ListName, type PathValue } from './paths';

/** A list of rows (a competition's prices, an institution's addresses, result rows). */
export type FieldList<Item> = {
  /** One stable key per row, for React; a row keeps its key when rows above it are removed. */
  keys: string[];
  append: (item: Item) => void;
  remove: (index: number) => void;
  /** A message about the list as a whole ('at least one price'), once touched. */
  errorMessage: string | undefined;
};

type Form<V extends Record<string, unknown>> = Pick<FormApi<V>, 'rows' | 'values'>;
type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;

/**
 * The rows of the list at `name` in a form of useForm; its fields are fields of the form
 * ('prices.0.amount'), with the same timing. A new row starts untouched (its empty fields say
 * nothing until the user has been in them); removing a row moves the rows below it up, with
 * their messages, touched marks and pending validations.
 */
export function fieldList<V extends Record<string, unknown>, L extends ListName<V>>(form: Form<V>, name: L): FieldList<ItemOf<PathValue<V, L>>> {
  const { state, commit, validate, visibleError, changed, retime, nextKey } = form.rows;
  const itemsOf = (values: V) => (getAt(values, name) as unknown[] | undefined) ?? [];
  const keysOf = (rows: Record<string, string[]>, n: number) => rows[name] ?? Array.from({ length: n }, (_, i) => `${name}:${i}`);
  return {
    keys: keysOf(state.rows, itemsOf(state.values).length),
    append: (item) => {
      commit((s) => {
        const items = itemsOf(s.values);
        const rows = { ...s.rows, [name]: [...keysOf(s.rows, items.length), `${name}:new${nextKey()}`] };
        return changed({ ...s, values: setAt(s.values, name, [...items, item]), rows });
      });
      // A list-level message ('at least one price') clears as soon as it no longer holds.
      validate([]);
    },
    remove: (index) => {
      const move = (path: string) => pathAfterRemoval(path, name, index);
      retime(move);
      commit((s) => {
        const items = itemsOf(s.values);
        const rows = rekey({ ...s.rows, [name]: keysOf(s.rows, items.length).filter((_, i) => i !== index) }, move);
        const summary = s.summary && { ...s.summary, fields: s.summary.fields.map(move).filter((p): p is string => p !== null) };
        return changed({
          ...s,
          values: setAt(s.values, name, items.filter((_, i) => i !== index)),
          validation: rekey(s.validation, move),
          server: rekey(s.server, move),
          touched: rekey(s.touched, move),
          rows,
          summary,
        });
      });
      // Messages that depend on the rows (at least one, no two alike) are worked out again.
      validate([]);
    },
    errorMessage: visibleError(name),
  };
}
