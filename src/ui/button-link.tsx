import { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
};

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * Navigation that looks like a button. It stays a link (role link, opens in a new tab with
 * the usual gestures); in-app paths go through wouter so the page does not reload.
 */
export function ButtonLink({ href, variant = 'primary', size = 'md', isFullWidth, className, children, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName(variant, size, isFullWidth, className);
  if (isExternal(href)) {
    return (
      <a {...rest} href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} href={href} className={classes}>
      {children}
    </Link>
  );
}
