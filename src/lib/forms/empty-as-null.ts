import type { z } from 'zod';

// Only types from zod: the sign-in form's first load must not pull zod in (decision 0004),
// so the schema tree is walked by its `typeName` rather than with instanceof.
type Def = { typeName?: string; schema?: z.ZodTypeAny; innerType?: z.ZodTypeAny; in?: z.ZodTypeAny; type?: z.ZodTypeAny };
const defOf = (schema: z.ZodTypeAny) => schema._def as Def;

/** Steps through refinements, optionals, defaults and pipes to the schema that gives the shape. */
function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const inner =
      def.typeName === 'ZodEffects' ? def.schema
      : def.typeName === 'ZodOptional' || def.typeName === 'ZodNullable' || def.typeName === 'ZodDefault' ? def.innerType
      : def.typeName === 'ZodPipeline' ? def.in
      : undefined;
    if (!inner) return current;
    current = inner;
  }
}

function objectShape(schema: z.ZodTypeAny): Record<string, z.ZodTypeAny> | undefined {
  const inner = unwrap(schema);
  return defOf(inner).typeName === 'ZodObject' ? ((inner as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>) : undefined;
}

function arrayElement(schema: z.ZodTypeAny): z.ZodTypeAny | undefined {
  const inner = unwrap(schema);
  return defOf(inner).typeName === 'ZodArray' ? defOf(inner).type : undefined;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * SPEC §5 'Empty strings are sent as null': an empty (or blank) form field whose contract
 * field takes null becomes null before the contract checks it. The contracts themselves refuse
 * '' where the document says minLength, like the server, so the rule lives here, in the form.
 * Required fields keep their '' and get their 'Este campo es obligatorio'.
 */
export function emptyAsNull(schema: z.ZodTypeAny, values: unknown): unknown {
  const shape = objectShape(schema);
  if (shape && values && typeof values === 'object' && !Array.isArray(values)) {
    return Object.fromEntries(
      Object.entries(values as Record<string, unknown>).map(([key, value]) => {
        const field = shape[key];
        if (!field) return [key, value];
        if (isBlank(value) && field.safeParse(null).success) return [key, null];
        return [key, emptyAsNull(field, value)];
      }),
    );
  }
  const element = arrayElement(schema);
  if (element && Array.isArray(values)) return values.map((item) => emptyAsNull(element, item));
  return values;
}
