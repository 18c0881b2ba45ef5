import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonBase, buttonSize, buttonSpinner, buttonVariant, fullWidth } from './button.css';

export type ButtonVariant = keyof typeof buttonVariant;
export type ButtonSize = keyof typeof buttonSize;

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
  children: React.ReactNode;
};

export const buttonClassName = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', isFullWidth = false, extra?: string) =>
  [buttonBase, buttonVariant[variant], buttonSize[size], isFullWidth ? fullWidth : undefined, extra].filter(Boolean).join(' ');

/**
 * A react-aria button. `isPending` keeps it focusable but inert: presses do nothing, a submit
 * button stops submitting, it says aria-disabled and shows a spinner; its name stays the label.
 *
 * Pending is done here rather than with react-aria's own `isPending`: that one leaves a live
 * announcement pointing at the button's id, and when the button goes away right after (a form
 * that navigates on success) the dangling reference fails axe (role-img-alt) on the next page.
 */
export function Button({ variant = 'primary', size = 'md', isFullWidth, className, children, isPending, ...rest }: ButtonProps) {
  const pendingProps: Partial<AriaButtonProps> = isPending
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        onPressChange: undefined,
        onClick: undefined,
        type: rest.type === 'submit' ? 'button' : rest.type,
      }
    : {};
  return (
    <AriaButton
      {...rest}
      {...pendingProps}
      aria-disabled={isPending ? true : rest['aria-disabled']}
      data-pending={isPending || undefined}
      className={buttonClassName(variant, size, isFullWidth, className)}
    >
      {isPending ? <span className={buttonSpinner} aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  );
}
