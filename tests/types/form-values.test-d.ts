/**
 * Compile-time tests of the forms' values (src/lib/forms/form-values.ts), checked by
 * `npx tsc -p .`: each `@ts-expect-error` line must stay an error, or tsc fails with
 * "Unused '@ts-expect-error' directive". The functions are never called.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { boatInputSchema } from '@contracts/entities/boats';
import { teamInputSchema } from '@contracts/entities/teams';
import { cuitField, requiredText } from '@contracts/core/fields';
import type { FormValues } from '@/lib/forms/form-values';
import { useForm } from '@/lib/forms/use-form';

const onSubmit = () => undefined;

export function initialValuesFollowTheSchema() {
  // The contract's fields, each as the form holds it: text, a number or a choice null while empty, a checkbox.
  useForm({ schema: teamInputSchema, initialValues: { name: '', institution_id: null }, onSubmit });
  useForm({
    schema: boatInputSchema,
    initialValues: { name: '', registration_number: '', engine_brand: '', hp: null, has_radio: false, is_yacht: false },
    onSubmit,
  });

  // @ts-expect-error a misspelt field
  useForm({ schema: teamInputSchema, initialValues: { name: '', institucion_id: null }, onSubmit });
  // @ts-expect-error a field the contract does not have
  useForm({ schema: teamInputSchema, initialValues: { name: '', institution_id: null, owner_id: null }, onSubmit });
  // @ts-expect-error a missing field
  useForm({ schema: teamInputSchema, initialValues: { name: '' }, onSubmit });
  // @ts-expect-error a number field given text
  useForm({ schema: teamInputSchema, initialValues: { name: '', institution_id: '' }, onSubmit });
  // @ts-expect-error a text field given null (text is '' while empty)
  useForm({ schema: teamInputSchema, initialValues: { name: null, institution_id: null }, onSubmit });
  useForm({
    schema: boatInputSchema,
    // @ts-expect-error a checkbox given text
    initialValues: { name: '', registration_number: '', engine_brand: '', hp: null, has_radio: 'no', is_yacht: false },
    onSubmit,
  });

  // A schema loaded on demand (decision 0004) checks the values just the same.
  const loadTeamSchema = () => Promise.resolve(teamInputSchema);
  // @ts-expect-error a misspelt field, with a loaded schema
  useForm({ schema: loadTeamSchema, initialValues: { nmae: '', institution_id: null }, onSubmit });

  // Field names are the schema's too.
  const form = useForm({ schema: teamInputSchema, initialValues: { name: '', institution_id: null }, onSubmit });
  // @ts-expect-error no such field
  form.field('nombre');
  expectTypeOf(form.field('institution_id').value).toEqualTypeOf<number | null>();
}

export function formTypesOfContractFields() {
  const schema = z.object({
    text: requiredText(3, 10),
    optionalText: z.string().nullable().optional(),
    choice: z.enum(['a', 'b']),
    count: z.number(),
    role: z.union([z.literal(1), z.literal(2)]),
    flag: z.boolean(),
    cuit: cuitField(),
    rows: z.array(z.object({ amount: z.number() })),
  });
  expectTypeOf<FormValues<typeof schema>>().toEqualTypeOf<{
    text: string;
    optionalText: string;
    choice: 'a' | 'b' | '' | null;
    count: number | null;
    role: number | null;
    flag: boolean;
    cuit: string;
    rows: { amount: number | null }[];
  }>();
  useForm({
    schema,
    initialValues: { text: '', optionalText: '', choice: null, count: null, role: null, flag: false, cuit: '', rows: [{ amount: null }] },
    onSubmit,
  });
}
