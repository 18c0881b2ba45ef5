import { Button } from './button';
import { stickyActions } from './dialog.css';

/**
 * A dialog form's two actions: submit (busy while it is sent) and 'Cancelar', which closes.
 * They stay at the bottom of a dialog taller than the screen (dialog.css.ts). A destructive
 * submit ('Rechazar pago') is red and comes after 'Cancelar', as in the confirm dialog.
 */
export function SubmitOrCancel({
  submitLabel,
  isPending,
  isDisabled,
  onCancel,
  className,
  tone = 'primary',
}: {
  submitLabel: string;
  tone?: 'primary' | 'danger';
  isPending: boolean;
  /** The submit only: 'Cancelar' always closes. */
  isDisabled?: boolean;
  onCancel: () => void;
  className: string;
}) {
  const submit = (
    <Button type="submit" variant={tone} isPending={isPending} isDisabled={isDisabled}>
      {submitLabel}
    </Button>
  );
  const cancel = (
    <Button variant="secondary" onPress={onCancel}>
      Cancelar
    </Button>
  );
  return (
    <div className={`${className} ${stickyActions}`}>
      {tone === 'danger' ? cancel : submit}
      {tone === 'danger' ? submit : cancel}
    </div>
  );
}
