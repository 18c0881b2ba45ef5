import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { CopyButton } from './copy-button';
import * as s from './credentials-panel.css';

/** One account's credentials, as the server answered them once. */
export type OneTimeCredentials = { id: string | number; name: string; username: string; password: string };

export type CredentialsPanelProps = {
  /** The accounts created (or reset) in this visit whose credentials were not dismissed yet. */
  entries: readonly OneTimeCredentials[];
  /** The heading: 'Credenciales del nuevo miembro', 'Nuevas credenciales'. */
  title: string;
  /** What the user does with them ('compartilos con cada miembro ahora'). */
  children: ReactNode;
  onDismiss: () => void;
  /** What else goes with one entry, after its username and password (a way to send them). */
  entryActions?: (entry: OneTimeCredentials) => ReactNode;
};

/**
 * SPEC §2/§9: usernames and passwords shown ONCE (the server never sends a password again),
 * each with a copy button: new members, and the admin's new-credentials screen. It takes
 * focus when an entry appears, so the user hears it right after the action. Pair it with
 * LeaveGuard, which asks before the page is left while it shows.
 */
export function CredentialsPanel({ entries, title, children, onDismiss, entryActions }: CredentialsPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const newest = entries.at(-1)?.id;
  useEffect(() => heading.current?.focus(), [newest]);

  return (
    <section className={s.credentials} aria-labelledby="credentials-title">
      <h2 id="credentials-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
      {entries.map((entry) => {
        const { name } = entry;
        return (
          <div key={entry.id} className={s.credentialEntry}>
            <h3 className={s.entryTitle}>{name}</h3>
            <dl className={s.facts}>
              <div className={s.fact}>
                <dt>Usuario</dt>
                <dd className={s.credentialRow}>
                  <code className={s.credentialValue}>{entry.username}</code>
                  <CopyButton value={entry.username} label={`usuario de ${name}`} />
                </dd>
              </div>
              <div className={s.fact}>
                <dt>Contraseña</dt>
                <dd className={s.credentialRow}>
                  <code className={s.credentialValue}>{entry.password}</code>
                  <CopyButton value={entry.password} label={`contraseña de ${name}`} />
                </dd>
              </div>
            </dl>
            {entryActions?.(entry)}
          </div>
        );
      })}
      <div className={s.actions}>
        <Button variant="secondary" onPress={onDismiss}>
          Ya guardé las credenciales
        </Button>
      </div>
    </section>
  );
}
