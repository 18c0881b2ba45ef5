import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { HelpTicket } from '@contracts/entities/help-desk';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { Button } from '@/ui/button';
import { ErrorBanner } from '@/ui/error-banner';
import { Panel } from '@/ui/panel';
import { LoadingView } from '@/ui/loading-view';
import { BackToList, HelpTicketDetail } from './help-ticket-detail';
import { HelpTicketList } from './help-ticket-list';
import { HelpRequestForm } from './help-request-form';
import { PendingTicketNotice } from './pending-ticket-notice';
import { ticketHref, ticketSelection, type TicketSelection } from './ticket-query';
import * as s from './help.css';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';

const LOAD_FAILED = 'No pudimos cargar tus solicitudes, intentá de nuevo';
const TICKET_NOT_FOUND = helpDeskApiMessages.notFound;

type TicketsQuery = ReturnType<typeof useEndpointQuery<typeof usersEndpoints.listOwnHelpTickets>>;

/**
 * SPEC §2 help (owners and members, registered or active): send a request, follow your own
 * requests, open one in detail (`?ticket={id}`, so the browser's back button works too).
 */
export default function HelpPage({ title }: { title: string }) {
  const [location, navigate] = useLocation();
  const selection = ticketSelection(useSearch());
  const tickets = useEndpointQuery(usersEndpoints.listOwnHelpTickets);
  const [justSent, setJustSent] = useState(false);
  const hrefOf = (ticket: Pick<HelpTicket, 'id'>) => ticketHref(location, ticket.id);
  const backToList = () => navigate(location);

  // Back from a detail, focus returns to the request that was opened.
  const lastOpened = useRef<number | null>(null);
  const openedId = selection.kind === 'ticket' ? selection.id : null;
  useEffect(() => {
    if (openedId !== null) lastOpened.current = openedId;
  }, [openedId]);
  const listShown = selection.kind === 'none' && tickets.data !== undefined;
  useEffect(() => {
    if (!listShown || lastOpened.current === null) return;
    document.querySelector<HTMLElement>(`[data-ticket-id="${lastOpened.current}"]`)?.focus();
    lastOpened.current = null;
  }, [listShown]);

  return (
    <Page title={title} className={s.page}>
      {selection.kind === 'none' ? (
        <Overview
          tickets={tickets}
          hrefOf={hrefOf}
          justSent={justSent}
          onSent={() => setJustSent(true)}
          onRefused={() => {
            setJustSent(true);
            void tickets.refetch();
          }}
        />
      ) : (
        <SelectedTicket selection={selection} tickets={tickets} onBack={backToList} />
      )}
    </Page>
  );
}

type OverviewProps = {
  tickets: TicketsQuery;
  hrefOf: (ticket: Pick<HelpTicket, 'id'>) => string;
  justSent: boolean;
  onSent: () => void;
  onRefused: () => void;
};

function Overview({ tickets, hrefOf, justSent, onSent, onRefused }: OverviewProps) {
  const listHeading = useId();
  // A refetch keeps the tickets it had, so the form (and what was typed) stays while it runs.
  const known = tickets.data;
  const pending = known?.find((t) => t.status === 'pending');
  return (
    <>
      <p className={s.lead}>¿Tenés un problema o una consulta? Envianos una solicitud y un administrador te va a responder.</p>
      {tickets.isPending ? (
        <LoadingView label="Cargando tus solicitudes…" queries={[tickets]} />
      ) : pending ? (
        <PendingTicketNotice ticket={pending} detailHref={hrefOf(pending)} takeFocus={justSent} />
      ) : (
        // If the list could not load, asking for help must still work: the server keeps the one-pending rule.
        <Panel title="Nueva solicitud">
          <HelpRequestForm onSent={onSent} onRefused={onRefused} />
        </Panel>
      )}
      <section className={s.stack} aria-labelledby={listHeading}>
        <h2 id={listHeading} className={s.sectionHeading}>
          Mis solicitudes
        </h2>
        {tickets.isLoadingError && (
          <>
            <ErrorBanner message={tickets.error.message || LOAD_FAILED} persistent />
            <Button variant="secondary" onPress={() => void tickets.refetch()}>
              Reintentar
            </Button>
          </>
        )}
        {known && <HelpTicketList tickets={known} hrefOf={hrefOf} />}
      </section>
    </>
  );
}

function SelectedTicket({ selection, tickets, onBack }: { selection: Exclude<TicketSelection, { kind: 'none' }>; tickets: TicketsQuery; onBack: () => void }) {
  if (selection.kind === 'invalid') return <Problem message={selection.message} onBack={onBack} />;
  if (tickets.isPending) return <LoadingView label="Cargando la solicitud…" queries={[tickets]} />;
  if (tickets.isLoadingError) return <Problem message={tickets.error.message || LOAD_FAILED} onBack={onBack} />;
  const ticket = tickets.data.find((t) => t.id === selection.id);
  if (!ticket) return <Problem message={TICKET_NOT_FOUND} onBack={onBack} />;
  return <HelpTicketDetail ticket={ticket} onBack={onBack} />;
}

function Problem({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <div className={s.stack}>
      <BackToList onBack={onBack} />
      <ErrorBanner message={message} persistent />
    </div>
  );
}
