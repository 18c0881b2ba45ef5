import { z } from 'zod';
import { transferConfirmSchema, transferRejectSchema } from '@contracts/entities/payments';
import { paymentsAdminMessages } from './payments-admin-messages';

export type TransferAction = 'confirm' | 'reject';

const issuesOf = (result: z.SafeParseReturnType<unknown, unknown>, ctx: z.RefinementCtx) => {
  if (result.success) return;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
};

type Raw = { rejection_reason: string; admin_notes: string };
// An empty notes field is no notes (SPEC §5: empty strings are sent as null).
const notesOf = (v: Raw) => (v.admin_notes.trim() === '' ? null : v.admin_notes);
const rejectInput = (v: Raw) => ({ rejection_reason: v.rejection_reason, admin_notes: notesOf(v) });
const confirmInput = (v: Raw) => ({ admin_notes: notesOf(v) });

/**
 * SPEC §4/§5 transfer decision: an action must be chosen; rejecting needs a reason; notes are
 * optional either way. The bodies are checked with the contract's schemas of each call.
 */
export const transferDecisionSchema = z
  .object({
    action: z.enum(['confirm', 'reject'], { errorMap: () => ({ message: paymentsAdminMessages.chooseAction }) }),
    rejection_reason: z.string(),
    admin_notes: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject') issuesOf(transferRejectSchema.safeParse(rejectInput(v)), ctx);
    else issuesOf(transferConfirmSchema.safeParse(confirmInput(v)), ctx);
  })
  // Valid by now: the bodies are what the contract's schemas make of the values (trimmed).
  .transform((v) =>
    v.action === 'reject'
      ? { action: 'reject' as const, body: transferRejectSchema.parse(rejectInput(v)) }
      : { action: 'confirm' as const, body: transferConfirmSchema.parse(confirmInput(v)) },
  );
