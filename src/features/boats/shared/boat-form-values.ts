import { boatInputSchema, type Boat } from '@contracts/entities/boats';
import type { FormValues } from '@/lib/forms/form-values';

/** What the boat form holds: the contract's fields, with hp null while the field is empty. */
export type BoatFormValues = FormValues<typeof boatInputSchema>;

export const emptyBoatValues: BoatFormValues = {
  name: '',
  registration_number: '',
  engine_brand: '',
  hp: null,
  has_radio: false,
  is_yacht: false,
};

const boatFieldNames = Object.keys(boatInputSchema.shape) as (keyof BoatFormValues)[];

/** The editable part of a stored boat, as the form holds it (and as edits are compared). */
export const boatFormValues = (boat: Boat): BoatFormValues =>
  Object.fromEntries(boatFieldNames.map((name) => [name, boat[name]])) as BoatFormValues;
