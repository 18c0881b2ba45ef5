import { useSignals } from '@preact/signals-react/runtime';
import { competitionsGetCurrent } from '@contracts/competitions';
import { can } from '@/lib/access/policy';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { PageHeading } from '@/lib/routing/page-heading';
import { href } from '@/lib/routing/routes';
import { sessionUser } from '@/lib/session/session';
import { ButtonLink } from '@/ui/button-link';
import { LoadError } from '@/ui/load-error';
import { Panel } from '@/ui/panel';
import { Spinner } from '@/ui/spinner';
import { competitionAdminMessages as m } from './competition-admin-messages';
import { CompetitionDetail } from './competition-detail';
import * as s from './competition-admin.css';

/**
 * SPEC §2 /dashboard/competitions for admins: "admins see the current competition detail" —
 * the same detail as view/{id} of the current competition, shown here. Only the system admin
 * may create competitions (SPEC §6).
 */
export default function AdminCompetitionsPage({ title }: { title: string }) {
  useSignals();
  const mayCreate = can(sessionUser.value, 'competitionNew');
  const current = useEndpointQuery(competitionsGetCurrent);
  const newLink = mayCreate ? <ButtonLink href={appHref(href('competitionNew'))}>Nueva competencia</ButtonLink> : null;

  const content = () => {
    if (current.isPending) return <Spinner label="Cargando la competencia…" showLabel />;
    if (current.error?.statusCode === 404) return <Panel title={m.noCurrent}>{newLink}</Panel>;
    if (current.isLoadingError) return <LoadError className={s.actions} message={m.loadError} onRetry={() => void current.refetch()} />;
    return <CompetitionDetail competition={current.data!} />;
  };

  return (
    <div className={s.page}>
      <PageHeading title={title}>{newLink && !current.error ? <div className={s.actions}>{newLink}</div> : null}</PageHeading>
      {content()}
    </div>
  );
}
