import type { z } from 'zod';

type Leaf = string | number | boolean | bigint | Date;

/**
 * What a form holds for a contract field that takes T before parsing:
 * - text as typed, '' while empty ('' of an optional field is sent as null, empty-as-null.ts);
 * - a choice among texts (an enum: a select, a radio group): one of them, or '' or null
 *   while nothing is chosen (a select stores '' when a text choice is cleared);
 * - a number, or a choice keyed by number (an id, a role): null until given;
 * - a checkbox: true or false;
 * - a field the contract brings to shape itself (z.preprocess: a CUIT typed with or without
 *   hyphens) takes `unknown`: the form holds its text;
 * - lists and nested objects field by field.
 */
type FormField<T> = unknown extends T
  ? string
  : [NonNullable<T>] extends [Leaf]
    ? FormLeaf<NonNullable<T>>
    : NonNullable<T> extends readonly (infer Item)[]
      ? FormField<Item>[]
      : FormObject<NonNullable<T>>;

type FormLeaf<T> = [T] extends [boolean]
  ? boolean
  : string extends T
    ? string
    : [T] extends [string]
      ? T | '' | null
      : [T] extends [number]
        ? number | null
        : T | null;

/** Every field of the object, optional ones too: a form shows them all. */
type FormObject<T> = { [K in keyof T]-?: FormField<T[K]> };

/**
 * The values of a form of `schema`, derived from the schema's input type (decision 0018): a
 * form's `initialValues` can name only the contract's fields, each with its form type, so a
 * misspelt, extra or wrongly typed field does not compile.
 */
export type FormValues<S extends z.ZodTypeAny> = FormObject<z.input<S>>;
