import { z } from 'zod';
import { documentAs } from '../core/wire';
import { id, instantInput, isoDateTime, requiredId } from '../core/fields';
import { text } from '../core/text';
import { checkInMessages } from '../check-ins-messages';

/**
 * Tournament day (issue 35): a team's departure from the dock and its return, one of each per
 * competition, recorded by an organiser or a judge by team number or by the credential's QR
 * text (contracts/core/credential-qr.ts).
 */

/** Where a team is: not arrived at the dock yet, out on the water, back. */
export const dockStatusSchema = z.enum(['not_arrived', 'out', 'back']);
export type DockStatus = z.infer<typeof dockStatusSchema>;

/** A member as the dock and the catch form need them: the name to pick, nothing personal beyond it. */
export const dockMemberSchema = z.object({ user_id: id, first_name: z.string(), last_name: z.string(), is_helmsman: z.boolean() });

/** One accepted team of the competition and where it is (GET /check_ins). */
export const dockTeamSchema = z.object({
  team_id: id,
  team_name: z.string(),
  team_number: z.number().int().nullable(),
  institution_name: z.string().nullable(),
  boat_name: z.string().nullable(),
  members: z.array(dockMemberSchema),
  status: dockStatusSchema,
  departed_at: isoDateTime.nullable(),
  returned_at: isoDateTime.nullable(),
});
export type DockTeam = z.infer<typeof dockTeamSchema>;

/** The dock of a competition: every accepted team, by team number, with the counts the screen heads with. */
export const dockSchema = z.object({
  competition_id: id,
  counts: z.object({ not_arrived: z.number().int(), out: z.number().int(), back: z.number().int() }),
  teams: z.array(dockTeamSchema),
});
export type Dock = z.infer<typeof dockSchema>;

/**
 * A departure or a return: the team by its number or by the QR text its credential shows (one
 * of the two), and the time it happened when the device recorded it earlier (offline); now
 * otherwise.
 */
export const dockEventInputSchema = z
  .object({
    competition_id: requiredId(),
    team_number: z.number().int().positive().optional(),
    qr: documentAs(text({ min: 1, max: 200 }).optional(), { description: 'El texto del código QR de la credencial, tal como lo lee la cámara.' }),
    at: instantInput().optional(),
  })
  .refine((v) => (v.team_number === undefined) !== (v.qr === undefined), { message: checkInMessages.teamOrQr, path: ['team_number'] });
export type DockEventInput = z.input<typeof dockEventInputSchema>;
