/**
 * A form's schema as its options give it: the schema itself, or a loader of it. A page that
 * must paint without zod (sign-in, decision 0004) passes `() => import(…)`, called once, at
 * the first need. The schema is passed on every call, so a form always checks with the one
 * of its latest render.
 */
export type SchemaOption<S> = S | (() => Promise<S>);

export function schemaLoader<S>() {
  let loaded: S | null = null;
  let loading: Promise<S> | null = null;
  /** The schema if it is at hand (given directly, or loaded already). */
  const now = (schema: SchemaOption<S>): S | null => (typeof schema === 'function' ? loaded : schema);
  const load = (schema: SchemaOption<S>): Promise<S> => {
    const ready = now(schema);
    if (ready) return Promise.resolve(ready);
    loading ??= (schema as () => Promise<S>)().then(
      (s) => (loaded = s),
      (error: unknown) => {
        loading = null; // a failed chunk load may be retried by the next attempt
        throw error;
      },
    );
    return loading;
  };
  return { now, load };
}
