import { Link } from 'react-aria-components';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button';
import { icon as iconClass } from './field.css';
import { icon } from './icons';
import { visuallyHidden } from './visually-hidden.css';

/** A chat bubble in the app's stroke style (WhatsApp's own logo is its trademark, not ours to draw). */
const ChatIcon = icon(
  <>
    <path d="M3 21l1.6-4.7A8.5 8.5 0 1 1 8 19.6L3 21Z" />
    <path d="M9 10h.01M12 10h.01M15 10h.01" />
  </>,
);

export type WhatsAppLinkProps = {
  /** A https://wa.me/ link (src/lib/whatsapp/link.ts). */
  href: string;
  /** What it does, which is also its name: 'Compartir por WhatsApp', 'Enviar por WhatsApp'. */
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/**
 * Opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) in a new tab with the message
 * written in; the person still picks the chat or presses send. A react-aria link dressed as a
 * button, so it keeps the link's role and gestures; the new tab is said in its name.
 */
export function WhatsAppLink({ href, children, variant = 'secondary', size = 'md' }: WhatsAppLinkProps) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" className={buttonClassName(variant, size)}>
      <ChatIcon className={iconClass} />
      <span>
        {children}
        <span className={visuallyHidden}> (se abre en otra pestaña)</span>
      </span>
    </Link>
  );
}
