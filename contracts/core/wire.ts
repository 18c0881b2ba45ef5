import type { z } from 'zod';

/**
 * What a zod schema means on the wire when zod alone cannot say it to the OpenAPI converter:
 * a refinement that counts code points (minLength/maxLength), a pattern, `format: date`, a
 * note that the server trims. The converter (contracts/openapi/zod-to-schema.ts) merges these
 * keywords into the JSON Schema of exactly this zod instance. Kept free of OpenAPI imports
 * so the client bundle stays small.
 */
export type WireKeywords = {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  description?: string;
  /**
   * A standard note the converter words (contracts/openapi/notes.ts): the Spanish text stays
   * out of the client bundle, which loads these schemas on the sign-in screen (decision 0004).
   */
  note?:
    | 'trimmed'
    | 'decimalId'
    | 'dateOrDateTime'
    | 'cuit'
    | 'digits'
    | 'periodStartInput'
    | 'periodEndInput'
    | 'periodStart'
    | 'periodEnd'
    | 'argentineTime';
};

const keywords = new WeakMap<z.ZodTypeAny, WireKeywords>();

export function documentAs<S extends z.ZodTypeAny>(schema: S, extra: WireKeywords): S {
  keywords.set(schema, { ...keywords.get(schema), ...extra });
  return schema;
}

export const wireKeywordsOf = (schema: z.ZodTypeAny): WireKeywords | undefined => keywords.get(schema);

/**
 * A response whose shape depends on who asks or what they ask (GET /teams, GET /competitions):
 * each case names when it applies, so the document's oneOf tells a generated client which
 * branch it gets without guessing.
 */
export type ResponseCase = { title: string; when: string };
const cases = new WeakMap<z.ZodTypeAny, readonly ResponseCase[]>();

export function documentCases<S extends z.ZodUnion<readonly [z.ZodTypeAny, ...z.ZodTypeAny[]]>>(schema: S, described: readonly ResponseCase[]): S {
  if (described.length !== schema.options.length) throw new Error('Un caso documentado por opción de la unión');
  cases.set(schema, described);
  return schema;
}

export const responseCasesOf = (schema: z.ZodTypeAny): readonly ResponseCase[] | undefined => cases.get(schema);
