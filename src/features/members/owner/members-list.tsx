import { useEffect, useRef } from 'react';
import type { Member } from '@contracts/entities/members';
import { TEAM_SIZE } from '@contracts/entities/teams';
import { HashLink } from '@/lib/routing/hash-link';
import { MemberCard } from './member-card';
import * as s from './members.css';

export type MembersListProps = {
  members: readonly Member[];
  /** The owner's view (add, edit, remove); members read only. */
  canManage: boolean;
  /** The team's owner (GET /teams owner_id), badged 'Dueño del equipo'; null while unknown. */
  ownerId: number | null;
  /** The signed-in user, who cannot remove themselves. */
  currentUserId: number;
  onRemove: (member: Member) => void;
  /**
   * Changes when what had focus went away (a closed form, dismissed credentials, a removed
   * member): the list's heading takes it, unless focus already sits somewhere (the new credentials).
   */
  focusRequest: number;
};

/** The team's members, how many of the 3 there are, and whether a helmsman is named (SPEC §9). */
export function MembersList({ members, canManage, ownerId, currentUserId, onRemove, focusRequest }: MembersListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusRequest > 0 && focusLost) heading.current?.focus();
  }, [focusRequest]);

  const hasHelmsman = members.some((m) => m.is_helmsman);
  const missing = TEAM_SIZE - members.length;
  return (
    <section className={s.page} aria-labelledby="members-title">
      <div className={s.summary}>
        <h2 id="members-title" ref={heading} tabIndex={-1} className={s.sectionTitle}>
          Integrantes: {members.length} de {TEAM_SIZE}
        </h2>
        {canManage && missing > 0 && <HashLink hash="create">Agregar miembro</HashLink>}
      </div>
      {(missing > 0 || !hasHelmsman) && (
        <p className={s.lead}>
          {[
            missing > 0 ? `El equipo necesita ${TEAM_SIZE} miembros${canManage ? ', contándote a vos' : ''}: ${missing === 1 ? 'falta 1' : `faltan ${missing}`}.` : null,
            hasHelmsman ? null : 'Falta designar un timonel.',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      <ul className={s.list} aria-label="Miembros del equipo">
        {members.map((member) => (
          <li key={member.user_id}>
            <MemberCard
              member={member}
              isTeamOwner={member.user_id === ownerId}
              canManage={canManage}
              canRemove={member.user_id !== currentUserId}
              onRemove={onRemove}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
