import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { Panel } from '@/ui/panel';
import { LoadingView } from '@/ui/loading-view';
import { ClubRequestForm } from './club-request-form';
import { PendingRequestNotice } from './pending-request-notice';
import * as s from './club-request.css';
import { LoadError } from '@/ui/load-error';

const LOAD_FAILED = 'No pudimos comprobar tus solicitudes pendientes, intentá de nuevo';

/**
 * SPEC §2 request-institution (owners): ask for a club that is not in the list yet. The
 * owner's own requests say whether one is already waiting, which replaces the form.
 */
export default function RequestInstitutionPage({ title }: { title: string }) {
  // A refetch keeps the tickets it had, so the form (and what was typed) stays while it runs.
  const tickets = useEndpointQuery(usersEndpoints.listOwnHelpTickets);
  const pending = tickets.data?.find((t) => t.status === 'pending');

  return (
    <Page title={title} className={s.page}>
      <p className={s.lead}>
        ¿Tu barra pesquera no está en la lista? Pedí que la agreguemos: un administrador va a revisar los datos y, cuando la
        apruebe, vas a poder elegirla para tu equipo.
      </p>
      {tickets.isPending ? (
        <LoadingView label="Comprobando tus solicitudes…" queries={[tickets]} />
      ) : pending ? (
        <PendingRequestNotice ticket={pending} isClubRequest={isPendingInstitutionRequest(pending)} />
      ) : (
        <>
          {tickets.isLoadingError && (
            // The form stays usable: the server still refuses a second pending request.
            <LoadError className={s.stack} message={tickets.error.message || LOAD_FAILED} onRetry={() => void tickets.refetch()} />
          )}
          <Panel title="Datos de la barra pesquera">
            <ClubRequestForm onRefused={() => void tickets.refetch()} />
          </Panel>
        </>
      )}
    </Page>
  );
}
