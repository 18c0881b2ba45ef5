import type { ReactNode } from 'react';
import { Dialog } from '@/ui/dialog';
import { ValidatedForm, type ValidatedFormProps } from '@/ui/validated-form';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import * as s from './results-admin.css';

/** Counts (species, pieces) are whole numbers; points and sizes keep their decimals. */
export const integer: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
export const decimals: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

export type ResultDialogProps = { title: string; isOpen: boolean; onClose: () => void; children: ReactNode };

/**
 * The frame of the three add dialogs (overall, biggest fish, category): the form is mounted
 * only while the dialog is open, so each opening starts from an empty form.
 */
export function ResultDialog({ title, isOpen, onClose, children }: ResultDialogProps) {
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && children}
    </Dialog>
  );
}

export type ResultFormProps = {
  /** The dialog's form hook (`useForm`). */
  form: ValidatedFormProps['form'] & { isPending: boolean };
  onCancel: () => void;
  /** The result's fields. */
  children: ReactNode;
};

/** A result's form: the error summary, its fields, then 'Guardar resultado' and 'Cancelar'. */
export function ResultForm({ form, onCancel, children }: ResultFormProps) {
  return (
    <ValidatedForm form={form} className={s.form}>
      {children}
      <SubmitOrCancel submitLabel="Guardar resultado" isPending={form.isPending} onCancel={onCancel} />
    </ValidatedForm>
  );
}
