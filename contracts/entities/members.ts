import { z } from 'zod';
import { asDigits, emailPattern, id, isoDate, optionalText, requiredId, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import { text } from '../core/text';
import { accountStatusSchema, bloodTypeSchema, genderSchema, memberCategorySchema, roleIdSchema, Role } from '../enums';
import { formMessages } from '../messages';
import { addressSchema, personalInfoSchema } from './people';

/** SPEC §3 team member, as read by the owner, the members and the admins. */
export const memberSchema = z.object({
  /** Membership id. */
  id,
  user_id: id,
  username: z.string(),
  /** 'registered' means the person has not activated the account yet (SPEC §4). */
  user_status: accountStatusSchema,
  is_helmsman: z.boolean(),
  role_id: roleIdSchema,
  member_category: memberCategorySchema.nullable(),
  personal_info: personalInfoSchema,
  addresses: z.array(addressSchema),
});
export type Member = z.infer<typeof memberSchema>;

/** Participants list (admins): every member with their team. */
export const participantSchema = memberSchema.extend({ team_id: id, team_name: z.string() });
export type Participant = z.infer<typeof participantSchema>;

/** What a create answers: the new account's credentials, shown once (SPEC §2 members screen). */
export const memberCreatedSchema = z.object({
  id,
  user: z.object({ id, username: z.string(), password: z.string() }),
  personal_info: personalInfoSchema.pick({ first_name: true, last_name: true }),
});
export type MemberCreated = z.infer<typeof memberCreatedSchema>;

/** Optional fields take null for "none": forms send an empty field as null (SPEC §5), so '' is too short. */
const optionalEmail = text({ min: 8, max: 100, format: { regex: emailPattern, message: m.email } }).nullable().optional();

/**
 * SPEC §5 Member (owner form). Flat, one key per form field, so a form shows each message
 * under its field. Empty optional fields are sent as null.
 */
export const memberFieldsSchema = z.object({
  dni: asDigits(requiredText(4, 50)),
  first_name: requiredText(3, 100),
  last_name: requiredText(3, 100),
  licence_number: optionalText(4, 50),
  primary_phone_number: asDigits(requiredText(8, 15)),
  secondary_phone_number: asDigits(optionalText(8, 15)),
  emergency_contact_number: asDigits(optionalText(8, 15)),
  email: optionalEmail,
  birth_date: isoDate,
  gender: z.enum(genderSchema.options, { errorMap: () => ({ message: m.required }) }),
  blood_type: bloodTypeSchema.nullable().optional(),
  is_helmsman: z.boolean({ required_error: m.required, invalid_type_error: m.required }),
  member_category: memberCategorySchema.nullable().optional(),
});

type LicenceCheck = { is_helmsman?: boolean; licence_number?: string | null };

/**
 * `formMessages.licenceForHelmsman`. On an edit only the changed fields arrive, so the
 * rule fires only when both are in the body; the server checks the stored values.
 */
const helmsmanNeedsLicence = (value: LicenceCheck, ctx: z.RefinementCtx, partial: boolean) => {
  if (value.is_helmsman !== true) return;
  if (partial && !('licence_number' in value)) return;
  if (!value.licence_number) ctx.addIssue({ code: 'custom', path: ['licence_number'], message: formMessages.licenceForHelmsman });
};

export const memberInputSchema = memberFieldsSchema.superRefine((v, ctx) => helmsmanNeedsLicence(v, ctx, false));
export type MemberInput = z.input<typeof memberInputSchema>;

export const memberPatchSchema = memberFieldsSchema.partial().superRefine((v, ctx) => helmsmanNeedsLicence(v, ctx, true));
export type MemberPatch = z.input<typeof memberPatchSchema>;

/** Roles an admin may give a new member: primary or invited user; primary by default (SPEC §5). */
export const memberRoleSchema = z.union([z.literal(Role.TeamOwner), z.literal(Role.TeamMember)], {
  errorMap: () => ({ message: m.required }),
});

/** The admin's member form (team-members/add?teamId): the member plus the role; the team comes from the address. */
export const memberAdminFormSchema = memberFieldsSchema
  .extend({ role_id: memberRoleSchema })
  .superRefine((v, ctx) => helmsmanNeedsLicence(v, ctx, false));

/** Admin add screen (team-members/add?teamId): the member plus team and role. */
export const memberAdminInputSchema = memberFieldsSchema
  .extend({ team_id: requiredId(), role_id: memberRoleSchema })
  .superRefine((v, ctx) => helmsmanNeedsLicence(v, ctx, false));
export type MemberAdminInput = z.input<typeof memberAdminInputSchema>;
