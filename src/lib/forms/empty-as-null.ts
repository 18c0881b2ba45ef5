import type { z } from 'zod';

type Def = { typeName?: string; schema?: z.ZodTypeAny; innerType?: z.ZodTypeAny; in?: z.ZodTypeAny };

/**
 * The object shape inside refinements, optionals, defaults and pipes. Walked by `_def`, with
 * zod's types only: use-form is on the sign-in screen's first load, which must not pull zod
 * in or grow (decision 0004).
 */
function shapeOf(schema: z.ZodTypeAny | undefined): Record<string, z.ZodTypeAny> | undefined {
  let current = schema;
  while (current && (current._def as Def).typeName !== 'ZodObject') {
    const def = current._def as Def;
    current = def.schema ?? def.innerType ?? def.in;
  }
  return (current as z.AnyZodObject | undefined)?.shape as Record<string, z.ZodTypeAny> | undefined;
}

/**
 * SPEC §5 'Empty strings are sent as null': a blank form field whose contract field takes
 * null becomes null before the contract checks it (nested objects too). The contracts refuse
 * '' where the document says minLength, like the server, so the rule lives here, in the form.
 * Required fields keep their '' and get their `validationMessages.required`.
 */
export function emptyAsNull(schema: z.ZodTypeAny, values: unknown): unknown {
  const shape = shapeOf(schema);
  if (!shape || !values || typeof values !== 'object' || Array.isArray(values)) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    const field = shape[key];
    if (!field) continue;
    out[key] = typeof value === 'string' && !value.trim() && field.safeParse(null).success ? null : emptyAsNull(field, value);
  }
  return out;
}
