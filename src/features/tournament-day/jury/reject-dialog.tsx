import { catchRejectionSchema, type Catch } from '@contracts/entities/catches';
import { catchesEndpoints } from '@contracts/catches';
import { useEndpointMutation } from '@/api/mutation';
import type { ApiResponse } from '@/api/result';
import { useForm } from '@/lib/forms/use-form';
import { Dialog } from '@/ui/dialog';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { TextArea } from '@/ui/text-area';
import { ValidatedForm } from '@/ui/validated-form';
import { formatSize } from '../shared/format-size';
import { juryMessages as m } from './jury-messages';
import * as s from './jury.css';

/** Settles a decision for a catch (use-jury-actions.tsx): true when applied; otherwise it set the row's outcome. */
export type Settle = (id: number, res: ApiResponse<Catch>, again: (() => void) | undefined, success: string) => string | null;

type Props = { target: Catch | null; onClose: () => void; settle: Settle };

export const catchCaption = (c: Catch) => `${c.species.name} de ${formatSize(c.size_cm)}, equipo ${c.team.team_number ?? '—'} ${c.team.name}`;

/**
 * Rejecting a catch needs a reason: it goes into the catch's history and, through the rules,
 * to the bell of every member of the team. A refusal or a lost answer keeps the dialog open
 * with the reason typed; sending again is the retry (a 409 then means the first one arrived).
 */
export function RejectDialog({ target, onClose, settle }: Props) {
  return (
    <Dialog title="Rechazar captura" isOpen={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <RejectForm target={target} onClose={onClose} settle={settle} />}
    </Dialog>
  );
}

function RejectForm({ target, onClose, settle }: Omit<Props, 'target'> & { target: Catch }) {
  const reject = useEndpointMutation(catchesEndpoints.reject);
  const form = useForm({
    schema: catchRejectionSchema,
    initialValues: { reason: '' },
    onSubmit: async (body) => {
      const res = await reject.call({ params: { id: target.id }, body });
      // No retry beside the catch: the dialog stays open with the reason, and sending again is the retry.
      const refusal = settle(target.id, res, undefined, m.rejected);
      if (refusal === null) {
        onClose();
        return;
      }
      if (!res.ok && res.fieldErrors) form.setFieldErrors(res.fieldErrors);
      form.failSubmit(refusal);
    },
  });
  return (
    <ValidatedForm form={form} className={s.form}>
      <p>{catchCaption(target)}. El motivo queda en el historial y el equipo lo ve en sus notificaciones.</p>
      <TextArea label="Motivo del rechazo" isRequired description="Al menos 3 caracteres." {...form.field('reason')} />
      <SubmitOrCancel submitLabel="Rechazar captura" tone="danger" isPending={form.isPending} onCancel={onClose} />
    </ValidatedForm>
  );
}
