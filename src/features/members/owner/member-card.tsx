import type { Member } from '@contracts/entities/members';
import { formatDate } from '@/lib/format/format';
import { HashLink } from '@/lib/routing/hash-link';
import { memberCategoryLabel } from '@/lib/labels/member-category-labels';
import { genderLabels } from '@/lib/people/personal-info-options';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { setApart } from '@/ui/set-apart.css';
import { FactsList } from '@/ui/facts-list';
import { fullName } from '../shared/member-name';
import { membersMessages } from '../shared/member-messages';
import * as s from './members.css';

export type MemberCardProps = {
  member: Member;
  /** The team's owner: the account that created the team, not any account with the owner role (docs/decisions/0009). */
  isTeamOwner: boolean;
  /** The owner's view: edit and remove (never on their own card for removal). */
  canManage: boolean;
  canRemove: boolean;
  onRemove: (member: Member) => void;
};

const orDash = (value: string | null | undefined) => value || '—';

function MemberFacts({ member }: { member: Member }) {
  const info = member.personal_info;
  const facts: [string, string][] = [
    ['Usuario', member.username],
    ['DNI', info.dni],
    ['Fecha de nacimiento', formatDate(info.birth_date)],
    ['Género', info.gender ? genderLabels[info.gender] : '—'],
    ['Teléfono principal', orDash(info.primary_phone_number)],
    ['Teléfono secundario', orDash(info.secondary_phone_number)],
    ['Contacto de emergencia', orDash(info.emergency_contact_number)],
    ['Correo electrónico', orDash(info.email)],
    ['Licencia de pesca', orDash(info.licence_number)],
    ['Grupo sanguíneo', orDash(info.blood_type)],
  ];
  return (
    <FactsList facts={facts} />
  );
}

/**
 * One member of the team (SPEC §2 members screen). A member whose account is not activated
 * shows a warning instead of details and offers no edit or removal (SPEC §4).
 */
export function MemberCard({ member, isTeamOwner, canManage, canRemove, onRemove }: MemberCardProps) {
  const name = fullName(member);
  const category = memberCategoryLabel(member.member_category);
  const activated = member.user_status !== 'registered';
  return (
    <article className={s.card} aria-labelledby={`member-${member.user_id}`}>
      <div className={s.cardHeader}>
        <h3 id={`member-${member.user_id}`} className={s.cardTitle}>
          {name}
        </h3>
        <div className={s.badges}>
          {isTeamOwner && <Badge tone="info">Dueño del equipo</Badge>}
          {member.is_helmsman && <Badge tone="success">Timonel</Badge>}
          {category && <Badge>{category}</Badge>}
        </div>
      </div>
      {activated ? (
        <MemberFacts member={member} />
      ) : (
        <p className={s.warning}>
          <strong>{membersMessages.notActivated}.</strong> {member.personal_info.first_name || 'El miembro'} todavía no ingresó con sus
          credenciales para activar la cuenta; sus datos se muestran cuando lo haga.
        </p>
      )}
      {canManage && activated && (
        <div className={s.actions}>
          <HashLink hash={`edit=${member.user_id}`} variant="secondary" size="sm" aria-label={`Editar a ${name}`}>
            Editar
          </HashLink>
          {canRemove && (
            <Button variant="danger" size="sm" className={setApart} onPress={() => onRemove(member)} aria-label={`Quitar a ${name} del equipo`}>
              Quitar
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
