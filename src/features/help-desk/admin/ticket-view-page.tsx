import { useParams } from 'wouter';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { helpDeskEndpoints } from '@contracts/help-desk';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { formatDateTime } from '@/lib/format/format';
import { helpTicketStatusLabels, helpTicketStatusTone, responseMethodLabels } from '../shared/help-ticket-labels';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button-link';
import { FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { Spinner } from '@/ui/spinner';
import { helpDeskMessages } from './help-desk-messages';
import { ResolveTicketForm } from './resolve-ticket-form';
import { accessRecoveryFacts, isAccessRecovery, isClubRequest, requestedClub } from './ticket-kind';
import * as s from './help-desk-admin.css';

const backLink = (
  <ButtonLink href={appHref(href('helpDesk'))} variant="secondary">
    Volver a las solicitudes
  </ButtonLink>
);

/**
 * SPEC §2 help-desk/view/{id}: the ticket, what its kind carries (an access recovery's
 * identity, with a link to the account of that DNI; a club request's club), and the resolve
 * form while it is pending, or who answered it and when.
 */
export default function TicketViewPage({ title }: { title: string }) {
  const raw = useParams<{ id: string }>().id ?? '';
  const id = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const ticket = useEndpointQuery(helpDeskEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });

  return (
    <Page title={title} className={s.page}>
      {id === null ? (
        <Panel title={helpDeskMessages.invalidId}>{backLink}</Panel>
      ) : (
        <QueryView
          query={ticket}
          loadingLabel="Cargando la solicitud…"
          errorMessage={helpDeskMessages.ticketLoadError}
          notFound={{ show: <Panel title={helpDeskMessages.notFound}>{backLink}</Panel> }}
        >
          {(loaded) => <TicketDetail ticket={loaded} />}
        </QueryView>
      )}
    </Page>
  );
}

function TicketDetail({ ticket }: { ticket: HelpTicket }) {
  return (
    <>
      <Panel title={ticket.title} actions={<Badge tone={helpTicketStatusTone(ticket.status)}>{helpTicketStatusLabels[ticket.status]}</Badge>}>
        <FactsList
          facts={[
            ['Solicitante', ticket.name],
            ['Correo electrónico', ticket.email],
            ['Teléfono', ticket.phone_number],
            ['Creada', formatDateTime(ticket.created_at)],
          ]}
        />
        <p className={s.description}>{ticket.description}</p>
      </Panel>
      {isAccessRecovery(ticket) ? <AccessRecoveryPanel ticket={ticket} /> : null}
      {isClubRequest(ticket) ? <ClubRequestPanel ticket={ticket} /> : null}
      {ticket.status === 'resolved' ? <ResolutionPanel ticket={ticket} /> : <ResolveTicketForm ticket={ticket} />}
    </>
  );
}

/** Who asks to get back in, and the account with that DNI, whose log offers the password reset. */
function AccessRecoveryPanel({ ticket }: { ticket: HelpTicket }) {
  const users = useEndpointQuery(usersEndpoints.list);
  const facts = accessRecoveryFacts(ticket);
  const account = users.data?.find((u) => u.dni === ticket.dni);
  return (
    <Panel title="Datos para recuperar el acceso">
      <FactsList
        facts={[
          ['DNI', facts.dni],
          ['Nombre y apellido', facts.name],
          ['Fecha de nacimiento', facts.birthDate],
          ['Teléfono', facts.phone],
        ]}
      />
      {users.isPending ? (
        <Spinner label="Buscando la cuenta…" />
      ) : account ? (
        <div className={s.actions}>
          <ButtonLink href={appHref(href('userView', { id: account.id }))} variant="secondary">
            Ver el registro de {account.username}
          </ButtonLink>
        </div>
      ) : (
        <p className={s.lead}>No hay ninguna cuenta con este DNI.</p>
      )}
    </Panel>
  );
}

/** Answering a club request registers the club, or reuses one of that name (decision 0007). */
function ClubRequestPanel({ ticket }: { ticket: HelpTicket }) {
  const club = requestedClub(ticket);
  return (
    <Panel title="Barra pesquera solicitada">
      <FactsList
        facts={[
          ['Nombre', club.name],
          ['Presidente', club.president],
          ['Teléfono', club.phone],
        ]}
      />
      {ticket.status === 'pending' ? (
        <p className={s.lead}>Al responder la solicitud, la barra pesquera se da de alta (o se usa la que ya exista con ese nombre).</p>
      ) : null}
    </Panel>
  );
}

function ResolutionPanel({ ticket }: { ticket: HelpTicket }) {
  return (
    <Panel title="Respuesta">
      <FactsList
        facts={[
          ['Respondida por', ticket.responded_by_username],
          ['Fecha', formatDateTime(ticket.closed_at)],
          ['Forma de respuesta', ticket.response_method ? responseMethodLabels[ticket.response_method] : null],
          ['Comentario interno', ticket.admin_comment],
        ]}
      />
      <p className={s.description}>{ticket.response}</p>
    </Panel>
  );
}
