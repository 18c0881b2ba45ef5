import { generateSchema } from '@anatine/zod-openapi';
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import { responseCasesOf, wireKeywordsOf } from '../core/wire';
import { notes } from './notes';

type Schema = SchemaObject | ReferenceObject;

/**
 * zod → OpenAPI 3.1 JSON Schema. @anatine/zod-openapi converts the leaves (strings with
 * their limits, numbers, enums, records); this walker handles the containers itself so that
 * any nested schema registered as a component becomes a `$ref` instead of being inlined,
 * and so that `null` is spelled the 3.1 way (anatine writes z.null() as a string "null").
 */
export function createSchemaConverter(components: ReadonlyMap<z.ZodTypeAny, string>) {
  const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

  function convert(schema: z.ZodTypeAny, allowRef = true): Schema {
    const name = components.get(schema);
    if (allowRef && name) return ref(name);
    const converted = structure(schema);
    // What zod cannot tell anatine (code-point lengths, patterns, format: date), declared with documentAs.
    const extra = wireKeywordsOf(schema);
    if (!extra || '$ref' in converted) return converted;
    const { note, ...keywords } = extra;
    return { ...converted, ...keywords, ...(note ? { description: notes[note] } : {}) };
  }

  function structure(schema: z.ZodTypeAny): Schema {
    const def = schema._def as { typeName: string } & Record<string, unknown>;
    switch (def.typeName) {
      case 'ZodObject':
        return object(schema as z.AnyZodObject);
      case 'ZodArray': {
        const array = schema as z.ZodArray<z.ZodTypeAny>;
        const { minLength, maxLength } = array._def;
        return {
          type: 'array',
          items: convert(array.element),
          ...(minLength ? { minItems: minLength.value } : {}),
          ...(maxLength ? { maxItems: maxLength.value } : {}),
        };
      }
      case 'ZodNullable':
        return nullable(convert((schema as z.ZodNullable<z.ZodTypeAny>).unwrap()));
      case 'ZodOptional':
        return convert((schema as z.ZodOptional<z.ZodTypeAny>).unwrap());
      case 'ZodDefault':
        return convert((schema as z.ZodDefault<z.ZodTypeAny>).removeDefault());
      // Refinements, preprocessors and transforms: the wire shape is the inner schema's.
      case 'ZodEffects':
        return convert((schema as z.ZodEffects<z.ZodTypeAny>).innerType());
      // A normalising pipe (CUIT without dashes): forms send the parsed value, i.e. the output.
      case 'ZodPipeline':
        return convert((schema as z.ZodPipeline<z.ZodTypeAny, z.ZodTypeAny>)._def.out);
      case 'ZodUnion': {
        const options = (schema as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>).options;
        if (options.every((o) => o instanceof z.ZodLiteral)) return literalEnum(options.map((o) => (o as z.ZodLiteral<unknown>).value));
        const cases = responseCasesOf(schema);
        return {
          oneOf: options.map((o, i) => (cases?.[i] ? { title: cases[i].title, description: cases[i].when, ...convert(o) } : convert(o))),
        };
      }
      case 'ZodNull':
        return { type: 'null' };
      default:
        return leaf(schema);
    }
  }

  function object(schema: z.AnyZodObject): SchemaObject {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      properties[key] = convert(value);
      if (!value.isOptional()) required.push(key);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /** Role and category ids are integers (`type: integer`, not number), so generators make them ints. */
  function literalEnum(values: unknown[]): SchemaObject {
    const type = values.every((v) => Number.isInteger(v))
      ? 'integer'
      : values.every((v) => typeof v === 'number')
        ? 'number'
        : values.every((v) => typeof v === 'string')
          ? 'string'
          : undefined;
    return { ...(type ? { type } : {}), enum: values };
  }

  /** Allows null next to the schema: a `type` list for inline schemas, `anyOf` for a $ref. */
  function nullable(inner: Schema): Schema {
    if ('$ref' in inner || !inner.type) return { anyOf: [inner, { type: 'null' }] };
    const types = Array.isArray(inner.type) ? inner.type : [inner.type];
    return {
      ...inner,
      type: types.includes('null') ? types : [...types, 'null'],
      ...(inner.enum && !inner.enum.includes(null) ? { enum: [...inner.enum, null] } : {}),
    };
  }

  /** anatine writes single types as one-item lists (`["string"]`); a plain string reads better. */
  function leaf(schema: z.ZodTypeAny): SchemaObject {
    const generated = generateSchema(schema, false, '3.1') as SchemaObject;
    const { type } = generated;
    return Array.isArray(type) && type.length === 1 ? { ...generated, type: type[0] } : generated;
  }

  return { convert, definition: (schema: z.ZodTypeAny) => convert(schema, false) };
}
