import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmStep = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
};

export type ConfirmDialogProps = ConfirmStep & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs on the last confirmation; the dialog stays open (confirm button pending) until it settles. */
  onConfirm: () => unknown;
  cancelLabel?: string;
  /** Danger for destructive actions (delete team, remove member). */
  tone?: 'primary' | 'danger';
  /** A second "are you sure?" step (SPEC §2 delete-team: warning plus two-step confirmation). */
  secondStep?: ConfirmStep;
};

/**
 * An alertdialog that asks before acting. Cancel (or Escape) closes without acting; focus
 * returns to the button that opened it. Cancel comes first and the action last (the Dialog
 * places them); for a destructive action (tone
 * 'danger') it also takes the focus, so Enter on an opened dialog never destroys anything,
 * and the action is red and named by its verb ('Eliminar precio').
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  cancelLabel = 'Cancelar',
  tone = 'primary',
  secondStep,
  ...firstStep
}: ConfirmDialogProps) {
  const [onSecondStep, setOnSecondStep] = useState(false);
  const [isPending, setPending] = useState(false);
  const step = onSecondStep && secondStep ? secondStep : firstStep;

  const changeOpen = (open: boolean) => {
    if (isPending) return;
    if (!open) setOnSecondStep(false);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (secondStep && !onSecondStep) {
      setOnSecondStep(true);
      return;
    }
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      setOnSecondStep(false);
      onOpenChange(false);
    }
  };

  // WAI-ARIA's alert dialog pattern: before a destructive action, the focus starts on the least destructive one.
  const cancel = (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a dialog that has just opened, not on a page load
    <Button variant="secondary" onPress={() => changeOpen(false)} isDisabled={isPending} autoFocus={tone === 'danger'}>
      {cancelLabel}
    </Button>
  );

  return (
    <Dialog
      title={step.title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={changeOpen}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      actions={{
        cancel,
        primary: (
          <Button variant={tone} onPress={confirm} isPending={isPending}>
            {step.confirmLabel}
          </Button>
        ),
      }}
    >
      {/* A fresh key per step so screen readers re-read the new message. */}
      <div key={onSecondStep ? 'second' : 'first'}>{step.message}</div>
    </Dialog>
  );
}
