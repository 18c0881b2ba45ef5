import { z } from 'zod';
import { id, numberField, requiredId, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';

/** SPEC §3 boat. */
export const boatSchema = z.object({
  id,
  name: z.string(),
  registration_number: z.string(),
  engine_brand: z.string(),
  /** Engine power. */
  hp: z.number(),
  has_radio: z.boolean(),
  is_yacht: z.boolean(),
});
export type Boat = z.infer<typeof boatSchema>;

/** Boats list of the current competition: the boat plus its team (SPEC §3). */
export const boatListRowSchema = boatSchema.extend({
  boat_id: id,
  team_id: id,
  team_name: z.string(),
});
export type BoatListRow = z.infer<typeof boatListRowSchema>;

const checkbox = z.boolean({ required_error: m.required, invalid_type_error: m.required });

/** SPEC §5 Boat: name 3-20, registration number, engine brand 2-20, hp 1-1000, two checkboxes. */
export const boatInputSchema = z.object({
  name: requiredText(3, 20),
  registration_number: requiredText(1, 50),
  engine_brand: requiredText(2, 20),
  hp: numberField({ min: 1, max: 1000 }),
  has_radio: checkbox,
  is_yacht: checkbox,
});
export type BoatInput = z.input<typeof boatInputSchema>;

/** Edit: only the changed fields (an empty edit is caught by the form: `formMessages.noChanges`). */
export const boatPatchSchema = boatInputSchema.partial();

/** Admin creation for a team (boats/create?teamId). */
export const boatAdminInputSchema = boatInputSchema.extend({ team_id: requiredId() });
