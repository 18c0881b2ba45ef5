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
 * A react-aria button. `isPending` keeps it focusable but inert (a second press does nothing,
 * a submit button stops submitting) and shows a spinner; the accessible name stays the label,
 * and react-aria announces the change to a focused user.
 */
export function Button({ variant = 'primary', size = 'md', isFullWidth, className, children, isPending, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} isPending={isPending} className={buttonClassName(variant, size, isFullWidth, className)}>
      {isPending ? <span className={buttonSpinner} aria-hidden="true" /> : null}
      {children}
    </AriaButton>
  );
}
