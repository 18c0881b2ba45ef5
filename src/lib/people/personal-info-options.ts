import type { z } from 'zod';
import { bloodTypeSchema, genderSchema } from '@contracts/enums';

type Gender = z.infer<typeof genderSchema>;

/** SPEC §3 gender (M or F), as a person reads it. */
export const genderLabels: Record<Gender, string> = { M: 'Masculino', F: 'Femenino' };

/** Choices for a gender select, in the contract's order. */
export const genderOptions = genderSchema.options.map((id) => ({ id, label: genderLabels[id] }));

/** Choices for an optional blood type select: the eight SPEC §3 groups, whose names are their labels. */
export const bloodTypeOptions = bloodTypeSchema.options.map((id) => ({ id, label: id }));
