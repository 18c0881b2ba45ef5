import { type MouseEvent, type ReactNode } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '@/ui/button';
import { setLocationHash } from './location-hash';

export type HashLinkProps = {
  /** The sub-view to open ('create', 'edit=12'), or '' for the page itself. */
  hash: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to a sub-view of the current page (#create, #edit), styled as a button. It stays a
 * real link (copyable, opens in a new tab with the usual gestures); a plain click changes
 * the hash through the history API so every hash reader updates at once.
 */
export function HashLink({ hash, variant = 'primary', size = 'md', className, children, ...rest }: HashLinkProps) {
  return (
    <a
      {...rest}
      href={`#${hash}`}
      className={buttonClassName(variant, size, false, className)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setLocationHash(hash);
      }}
    >
      {children}
    </a>
  );
}
