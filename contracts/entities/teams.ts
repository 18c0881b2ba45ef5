import { z } from 'zod';
import { id, requiredId, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import { categoryIdSchema, memberCategorySchema, teamCompetitionStatusSchema, teamPaymentStatusSchema } from '../enums';
import { boatSchema } from './boats';
import { institutionRefSchema } from './institutions';
import { memberSchema } from './members';
import { paymentHistoryRowSchema } from './payments';
import { userProgressSchema } from './users';

/**
 * SPEC §9: exactly 3 members per team, the owner included; the add button hides at 3 and the
 * family category needs all 3. The client and the mock read this one number.
 */
export const TEAM_SIZE = 3;

/** A team's category (SPEC §3: 1 minors, 2 female, 3 family). */
export const teamCategorySchema = z.object({ category_id: categoryIdSchema });

/** SPEC §3 team, as its owner and members read it (GET /teams). */
export const teamSchema = z.object({
  id,
  name: z.string(),
  /**
   * The user id of the team's owner: the account that created it (or that an admin names).
   * Only that account changes the team; any other linked account reads, whatever its role
   * (docs/decisions/0009). Not in SPEC §3; this project adds it so the screens know.
   */
  owner_id: id,
  institution_id: id,
  institution: institutionRefSchema,
  is_family: z.boolean(),
  categories: z.array(teamCategorySchema),
  boat: boatSchema.nullable(),
  members: z.array(memberSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** SPEC §3 team list row (admins, for a competition). */
export const teamListRowSchema = z.object({
  team_id: id,
  team_name: z.string(),
  /** Null while the team is not registered in the competition. */
  registration_number: z.number().int().nullable(),
  team_number: z.number().int().nullable(),
  institution_name: z.string(),
  owner_name: z.string(),
  total_members: z.number().int(),
  categories: z.array(teamCategorySchema),
  competition_status: teamCompetitionStatusSchema.nullable(),
  /**
   * Not in SPEC §3's row (issue 31, decision 0063): the registration's payment status, as the
   * detail has it, so the list reads SPEC §4's state from the same facts as the detail and the
   * overview (a transfer waiting for an admin is 'Pago en Progreso' everywhere). Null while not
   * registered.
   */
  payment_status: teamPaymentStatusSchema.nullable(),
  is_payment_exempt: z.boolean(),
  total_paid_amount: z.number(),
});
export type TeamListRow = z.infer<typeof teamListRowSchema>;

/** SPEC §3 team detail (admin): the team, its registration and payments, boat and members. */
export const teamDetailSchema = z.object({
  team: z.object({ id, name: z.string(), boat_id: id.nullable() }),
  stats: z.object({
    /** Null while the team is not registered in the competition. */
    status: teamCompetitionStatusSchema.nullable(),
    team_number: z.number().int().nullable(),
    registration_number: z.number().int().nullable(),
    payment_status: teamPaymentStatusSchema,
    is_payment_exempt: z.boolean(),
    exemption_reason: memberCategorySchema.nullable(),
    exemption_notes: z.string().nullable(),
    total_paid_amount: z.number(),
    latest_payment: paymentHistoryRowSchema.nullable(),
    pending_payments: z.array(paymentHistoryRowSchema),
    has_pending_payments: z.boolean(),
    payment_history: z.array(paymentHistoryRowSchema),
    team_competition_id: id.nullable(),
  }),
  /** SPEC §3 names only the club's name; the id is added so the admin edit preselects the club. */
  institution: institutionRefSchema,
  categories: z.array(teamCategorySchema),
  boat: boatSchema.nullable(),
  members: z.array(
    z.object({
      user_id: id,
      personal_info: z.object({ first_name: z.string(), last_name: z.string() }),
      /** Not in SPEC §3: whether the team still lacks its helmsman is one of its reminders (issue 22). */
      is_helmsman: z.boolean(),
    }),
  ),
  /**
   * Not in SPEC §3: the team's owner and their primary phone, so an admin can write to them on
   * WhatsApp about what the team lacks (issue 22; no other admin read names a team's owner with a
   * phone). Null only if the account is gone; the phone is null when none was given.
   */
  owner: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** A team accepted in a competition, with its members: the results screens' team. */
export const acceptedTeamSchema = z.object({
  id,
  name: z.string(),
  team_number: z.number().int().nullable(),
  institution_name: z.string(),
  members: z.array(z.object({ user_id: id, first_name: z.string(), last_name: z.string() })),
});
export type AcceptedTeam = z.infer<typeof acceptedTeamSchema>;

/**
 * A team on the control desk's roster (issue 23): an accepted team of a competition with what
 * the desk checks on tournament day: its numbers, captain and phone, crew, boat and categories.
 * Not in SPEC §3: an aggregate read, so 5,000 teams come in one answer a device can keep offline.
 */
export const rosterTeamSchema = z.object({
  team_id: id,
  team_number: z.number().int().nullable(),
  registration_number: z.number().int().nullable(),
  team_name: z.string(),
  institution_name: z.string(),
  /** The team's owner; null only if the account is gone. */
  captain: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }).nullable(),
  members: z.array(z.object({ user_id: id, first_name: z.string(), last_name: z.string(), is_helmsman: z.boolean() })),
  boat: z.object({ name: z.string(), registration_number: z.string() }).nullable(),
  categories: z.array(teamCategorySchema),
});
export type RosterTeam = z.infer<typeof rosterTeamSchema>;

/** What a team still lacks for the current competition (GET /teams/progress). */
export const teamProgressSchema = userProgressSchema
  .pick({ has_boat: true, members_count: true, has_helmsman: true, is_paid: true, team_number: true })
  .extend({ team_id: id, is_registered: z.boolean() });
export type TeamProgress = z.infer<typeof teamProgressSchema>;

// ---- Forms ----

/** SPEC §5 Team: name 3-100 and a fishing club (`formMessages.fillRequired`). */
export const teamInputSchema = z.object({
  name: requiredText(3, 100),
  institution_id: requiredId(),
});
export type TeamInput = z.input<typeof teamInputSchema>;

export const teamPatchSchema = teamInputSchema.partial();

/** SPEC §2 team creation by an admin: the team's name and club, and the owner account it is for. */
export const teamAdminInputSchema = teamInputSchema.extend({ owner_id: requiredId() });

/** Family category toggle (allowed only with exactly 3 members, SPEC §4). */
export const familyToggleSchema = z.object({
  is_family: z.boolean({ required_error: m.required, invalid_type_error: m.required }),
});
