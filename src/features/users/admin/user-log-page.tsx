import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { useRouteId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { ResetPasswordButton } from './reset-password-button';
import { UserInfoCard } from './user-info-card';
import { UserLogTimeline } from './user-log-timeline';
import { userMessages } from './user-messages';
import * as s from './users-admin.css';

/**
 * SPEC §2 users/view/{id} (user log): the account's info card with the password reset, and
 * the timeline of its changes (creation, activation, deactivation, reactivation, deletion).
 * The card comes from the users list (there is no single-user read), which the list page
 * has usually cached already.
 */
export default function UserLogPage({ title }: { title: string }) {
  const id = useRouteId();
  const users = useEndpointQuery(usersEndpoints.list);
  const log = useEndpointQuery(usersEndpoints.getLog, { params: { userId: id ?? 0 } }, { enabled: id !== null });
  const user = id === null ? undefined : users.data?.find((u) => u.id === id);

  const content = () => {
    if (!user || log.error?.statusCode === 404) {
      return (
        <Panel title={userMessages.userNotFound}>
          <ButtonLink href={appHref(href('users'))} variant="secondary">
            Volver a usuarios
          </ButtonLink>
        </Panel>
      );
    }
    return (
      <>
        <Panel title={user.username} actions={<ResetPasswordButton user={user} />}>
          <UserInfoCard user={user} />
        </Panel>
        <section className={s.section} aria-labelledby="user-log-title">
          <h2 id="user-log-title" className={s.sectionTitle}>
            Actividad
          </h2>
          {/* The page waited for the log: no second spinner here. */}
          <QueryView query={log} loadingLabel="Cargando el registro…" errorMessage={userMessages.logLoadError}>
            {(entries) => (entries.length > 0 ? <UserLogTimeline entries={entries} /> : <p className={s.lead}>{userMessages.noLog}</p>)}
          </QueryView>
        </section>
      </>
    );
  };

  return (
    <Page title={title} className={s.page}>
      <QueryView
        query={users}
        isWaiting={id !== null && log.isPending}
        loadingLabel="Cargando el registro…"
        errorMessage={userMessages.listLoadError}
      >
        {content}
      </QueryView>
    </Page>
  );
}
