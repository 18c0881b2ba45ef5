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
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
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
  footer,
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
              {footer ? <div className={s.footer}>{typeof footer === 'function' ? footer(close) : footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
