import { Button } from './button';
import { stickyActions } from './dialog.css';

/**
 * A dialog form's two actions: submit (busy while it is sent) and 'Cancelar', which closes.
 * They stay at the bottom of a dialog taller than the screen (dialog.css.ts).
 */
export function SubmitOrCancel({
  submitLabel,
  isPending,
  isDisabled,
  onCancel,
  className,
}: {
  submitLabel: string;
  isPending: boolean;
  /** The submit only: 'Cancelar' always closes. */
  isDisabled?: boolean;
  onCancel: () => void;
  className: string;
}) {
  return (
    <div className={`${className} ${stickyActions}`}>
      <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onPress={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
