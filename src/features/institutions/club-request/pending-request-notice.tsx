import type { HelpTicket } from '@contracts/entities/help-desk';
import { formatDateTime } from '@/lib/format/format';
import { DASHBOARD, href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import * as s from './club-request.css';

/** Where the user follows the pending request: its detail on the help page. */
const helpDetailHref = (ticket: HelpTicket) => appHref(`${href('help')}?ticket=${ticket.id}`);

/**
 * SPEC §4: a pending request for a new club blocks asking for another (and creating or
 * editing the team). Any other pending request blocks it too: one pending at most.
 */
export function PendingRequestNotice({ ticket, isClubRequest }: { ticket: HelpTicket; isClubRequest: boolean }) {
  return (
    <Panel
      tone="info"
      title={isClubRequest ? 'Tu solicitud de nueva barra pesquera está pendiente' : 'Tenés una solicitud de ayuda pendiente'}
    >
      {isClubRequest ? (
        <>
          <p className={s.text}>{ticket.description}</p>
          <p className={s.text}>
            La enviaste el {formatDateTime(ticket.created_at)}. Un administrador la está revisando; hasta que la responda no
            podés solicitar otra barra pesquera ni crear o editar tu equipo.
          </p>
        </>
      ) : (
        <p className={s.text}>
          Solo se puede tener una solicitud pendiente a la vez. Cuando respondamos «{ticket.title}» vas a poder solicitar una
          nueva barra pesquera.
        </p>
      )}
      <div className={s.actions}>
        <ButtonLink href={helpDetailHref(ticket)} variant="secondary">
          Ver la solicitud
        </ButtonLink>
        <ButtonLink href={appHref(DASHBOARD)}>Volver al inicio</ButtonLink>
      </div>
    </Panel>
  );
}
