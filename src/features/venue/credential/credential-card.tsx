import { QRCodeSVG } from 'qrcode.react';
import type { Team } from '@contracts/entities/teams';
import { FactsList } from '@/ui/facts-list';
import { credentialQrText, credentialTexts } from './credential-text';
import * as s from './credential.css';

export type CredentialNumbers = { competitionId: number; teamNumber: number; registrationNumber: number | null; competitionName: string };

/** The credential itself: the number in large type, the team, its crew and its boat, and the QR code. */
export function CredentialCard({ team, numbers }: { team: Team; numbers: CredentialNumbers }) {
  return (
    <article className={s.card} aria-labelledby="credencial-numero">
      <div className={s.numberLine}>
        <p id="credencial-numero" className={s.teamNumber}>
          N.º {numbers.teamNumber}
        </p>
        <h2 className={s.teamName}>{team.name}</h2>
      </div>
      <FactsList
        facts={[
          ['Competencia', numbers.competitionName],
          ['Inscripción', numbers.registrationNumber === null ? '—' : `N.º ${numbers.registrationNumber}`],
          ['Barra pesquera', team.institution.name],
          ['Embarcación', team.boat ? `${team.boat.name} · matrícula ${team.boat.registration_number}` : 'Sin embarcación'],
        ]}
      />
      <div>
        <h3>Integrantes</h3>
        <ul className={s.members}>
          {team.members.map((member) => (
            <li key={member.id}>
              {member.personal_info.first_name} {member.personal_info.last_name}
              {member.is_helmsman ? ' (timonel)' : ''}
            </li>
          ))}
        </ul>
      </div>
      <QRCodeSVG
        className={s.qr}
        value={credentialQrText(numbers)}
        size={220}
        marginSize={4}
        role="img"
        aria-label={credentialTexts.qrLabel(numbers.teamNumber)}
      />
    </article>
  );
}
