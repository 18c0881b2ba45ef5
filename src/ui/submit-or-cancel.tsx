import { Button } from './button';
import { footer } from './dialog.css';

/**
 * A dialog form's two actions: 'Cancelar', which closes, then the submit (busy while it is
 * sent). The order is the platform's and is not the caller's to choose (issue 31, decision
 * 0063): every dialog, this one and ConfirmDialog alike, puts 'Cancelar' first and the action
 * last, on the right on wider screens and on top on a phone (dialog.css.ts `footer`). They
 * stay at the bottom of a dialog taller than the screen. A destructive submit
 * ('Rechazar pago') is red.
 */
export function SubmitOrCancel({
  submitLabel,
  isPending,
  isDisabled,
  onCancel,
  tone = 'primary',
}: {
  submitLabel: string;
  tone?: 'primary' | 'danger';
  isPending: boolean;
  /** The submit only: 'Cancelar' always closes. */
  isDisabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={footer}>
      <Button variant="secondary" onPress={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" variant={tone} isPending={isPending} isDisabled={isDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
