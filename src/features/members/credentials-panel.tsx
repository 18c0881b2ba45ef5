import { useEffect, useRef } from 'react';
import type { MemberCreated } from '@contracts/entities/members';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import * as s from './members.css';

export type CredentialsPanelProps = {
  /** The members added in this visit whose credentials the owner has not dismissed yet. */
  created: readonly MemberCreated[];
  onDismiss: () => void;
};

const nameOf = (created: MemberCreated) => `${created.personal_info.first_name} ${created.personal_info.last_name}`;

/**
 * SPEC §2/§9: the new member's username and password, shown ONCE (the server never sends the
 * password again), each with a copy button. It takes focus when it appears, so the owner
 * hears it right after adding the member.
 */
export function CredentialsPanel({ created, onDismiss }: CredentialsPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const newest = created.at(-1)?.id;
  useEffect(() => heading.current?.focus(), [newest]);

  return (
    <section className={s.credentials} aria-labelledby="credentials-title">
      <h2 id="credentials-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {created.length === 1 ? 'Credenciales del nuevo miembro' : 'Credenciales de los nuevos miembros'}
      </h2>
      <p>
        <strong>Se muestran una sola vez.</strong> Copiá el usuario y la contraseña y compartilos con cada miembro ahora: después no vas a
        poder volver a verlos. Con ellos, cada miembro ingresa y activa su cuenta.
      </p>
      {created.map((entry) => {
        const name = nameOf(entry);
        return (
          <div key={entry.id} className={s.credentialEntry}>
            <h3 className={s.cardTitle}>{name}</h3>
            <dl className={s.facts}>
              <div className={s.fact}>
                <dt>Usuario</dt>
                <dd className={s.credentialRow}>
                  <code className={s.credentialValue}>{entry.user.username}</code>
                  <CopyButton value={entry.user.username} label={`usuario de ${name}`} />
                </dd>
              </div>
              <div className={s.fact}>
                <dt>Contraseña</dt>
                <dd className={s.credentialRow}>
                  <code className={s.credentialValue}>{entry.user.password}</code>
                  <CopyButton value={entry.user.password} label={`contraseña de ${name}`} />
                </dd>
              </div>
            </dl>
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
