import { type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import * as s from './dialog.css';

export type DialogProps = {
  title: ReactNode;
  /** Controlled open state. Omit both inside a react-aria <DialogTrigger>, which then owns it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Clicking outside closes it (Escape always does, unless `isKeyboardDismissDisabled`). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'normal' | 'wide';
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Its buttons at the bottom; a function receives `close`. The dialog places them, not the
   * caller: 'Cancelar' (or 'Cerrar') first, the action last — on the right on wider screens, on
   * top on a phone (issue 31, decision 0063). Dialog forms use SubmitOrCancel, in the same order.
   */
  actions?: DialogActions | ((close: () => void) => DialogActions);
};

export type DialogActions = {
  /** The way out without acting ('Cancelar', 'Cerrar'). */
  cancel?: ReactNode;
  /** The dialog's action, named by what it does. */
  primary?: ReactNode;
};

/**
 * A modal dialog. react-aria moves focus into it on open, keeps Tab inside, closes on
 * Escape and returns focus to what opened it; the page behind is hidden from screen readers.
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  size = 'normal',
  children,
  actions,
}: DialogProps) {
  return (
    <ModalOverlay
      className={s.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <AriaModal className={[s.modal, size === 'wide' ? s.wide : undefined].filter(Boolean).join(' ')}>
        <AriaDialog className={s.dialog} role={role}>
          {({ close }) => (
            <>
              <Heading slot="title" className={s.title}>
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
              <Actions actions={typeof actions === 'function' ? actions(close) : actions} />
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

function Actions({ actions }: { actions: DialogActions | undefined }) {
  if (!actions || (!actions.cancel && !actions.primary)) return null;
  return (
    <div className={s.footer}>
      {actions.cancel}
      {actions.primary}
    </div>
  );
}

export { DialogTrigger } from 'react-aria-components';
