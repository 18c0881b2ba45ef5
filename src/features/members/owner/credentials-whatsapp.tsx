import { useState } from 'react';
import { whatsAppLink } from '@/lib/whatsapp/link';
import { Checkbox } from '@/ui/checkbox';
import type { OneTimeCredentials } from '@/ui/credentials-panel';
import { WhatsAppLink } from '@/ui/whatsapp-link';
import { credentialsShareText } from './credentials-share';
import * as s from './members.css';

export type CredentialsWhatsAppProps = {
  entry: OneTimeCredentials;
  /** The primary phone the owner typed for this member; without one (or unusable) the owner picks the chat. */
  phone: string | null;
  /** Where the app is signed in to; the page's own origin by default. */
  appUrl?: string;
};

/**
 * 'Enviar por WhatsApp' for one new member's credentials: to the member's phone when it is a
 * number WhatsApp can reach, otherwise to a chat the owner picks. The password stays out of
 * the message unless the owner ticks the box, which says why that is risky.
 */
export function CredentialsWhatsApp({ entry, phone, appUrl = window.location.origin }: CredentialsWhatsAppProps) {
  const [withPassword, setWithPassword] = useState(false);
  const text = credentialsShareText(entry, { appUrl, withPassword });
  const href = whatsAppLink({ phone, text }) ?? whatsAppLink({ text });
  return (
    <div className={s.share}>
      <Checkbox
        isSelected={withPassword}
        onChange={setWithPassword}
        description="Si la incluís, queda guardada en el chat y cualquiera que lo lea puede entrar con su cuenta. Es más seguro pasarla por otro medio."
      >
        Incluir la contraseña en el mensaje
      </Checkbox>
      <div>
        <WhatsAppLink href={href}>{`Enviar por WhatsApp a ${entry.name}`}</WhatsAppLink>
      </div>
    </div>
  );
}
