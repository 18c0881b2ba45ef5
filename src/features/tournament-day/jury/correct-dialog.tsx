import { catchCorrectionSchema, type Catch, type CatchCorrection } from '@contracts/entities/catches';
import { catchesEndpoints } from '@contracts/catches';
import { useEndpointMutation } from '@/api/mutation';
import { useForm } from '@/lib/forms/use-form';
import { Dialog } from '@/ui/dialog';
import { NumberField } from '@/ui/number-field';
import { Select } from '@/ui/select';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { TextArea } from '@/ui/text-area';
import { ValidatedForm } from '@/ui/validated-form';
import { catchCaption, type Settle } from './reject-dialog';
import { juryMessages as m } from './jury-messages';
import * as s from './jury.css';

export type CorrectionChoices = {
  species: readonly { id: number; name: string }[];
  /** The members of each team, by team id (the accepted teams' read). */
  membersOf: (teamId: number) => readonly { id: number; name: string }[];
};

type Props = { target: Catch | null; onClose: () => void; settle: Settle; choices: CorrectionChoices };

const oneDecimal: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/**
 * The jury's correction: the form starts from the catch as logged and sends only the fields
 * that changed, with the reason (the history records each change with its old and new value).
 */
export function CorrectDialog({ target, onClose, settle, choices }: Props) {
  return (
    <Dialog title="Corregir captura" isOpen={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && <CorrectForm target={target} onClose={onClose} settle={settle} choices={choices} />}
    </Dialog>
  );
}

function CorrectForm({ target, onClose, settle, choices }: Omit<Props, 'target'> & { target: Catch }) {
  const correct = useEndpointMutation(catchesEndpoints.correct);
  const form = useForm({
    schema: catchCorrectionSchema,
    initialValues: { fish_species_id: target.species.id, size_cm: target.size_cm, participant_id: target.participant.id, caught_at: target.caught_at, reason: '' },
    onSubmit: async (data) => {
      const body: CatchCorrection = { reason: data.reason };
      if (data.fish_species_id !== undefined && data.fish_species_id !== target.species.id) body.fish_species_id = data.fish_species_id;
      if (data.size_cm !== undefined && data.size_cm !== target.size_cm) body.size_cm = data.size_cm;
      if (data.participant_id !== undefined && data.participant_id !== target.participant.id) body.participant_id = data.participant_id;
      const res = await correct.call({ params: { id: target.id }, body });
      const refusal = settle(target.id, res, undefined, m.corrected);
      if (refusal === null) {
        onClose();
        return;
      }
      const unmatched = !res.ok && res.fieldErrors ? form.setFieldErrors(res.fieldErrors) : {};
      form.failSubmit(Object.values(unmatched).join(' ') || refusal);
    },
  });
  const species = choices.species.some((sp) => sp.id === target.species.id) ? choices.species : [target.species, ...choices.species];
  const members = choices.membersOf(target.team.id);
  const anglers = members.some((p) => p.id === target.participant.id)
    ? members
    : [{ id: target.participant.id, name: `${target.participant.first_name} ${target.participant.last_name}` }, ...members];
  return (
    <ValidatedForm form={form} className={s.form}>
      <p>{catchCaption(target)}. Cambiá solo lo que corrige el jurado; el historial guarda el valor anterior.</p>
      <Select label="Especie" options={species.map((sp) => ({ id: sp.id, label: sp.name }))} {...form.select('fish_species_id')} />
      <NumberField label="Medida (cm)" description="Con un decimal como máximo: 24,5." formatOptions={oneDecimal} {...form.field('size_cm')} />
      <Select label="Quién la pescó" options={anglers.map((p) => ({ id: p.id, label: p.name }))} {...form.select('participant_id')} />
      <TextArea label="Motivo de la corrección" isRequired description="Al menos 3 caracteres." {...form.field('reason')} />
      <SubmitOrCancel submitLabel="Guardar corrección" isPending={form.isPending} onCancel={onClose} />
    </ValidatedForm>
  );
}
