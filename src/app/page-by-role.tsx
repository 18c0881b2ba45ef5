import { useSignals } from '@preact/signals-react/runtime';
import { adminRoles, type RoleId } from '@contracts/enums';
import { sessionUser } from '@/lib/session/session';
import type { PageComponent, PageProps } from './dashboard-pages';

/**
 * One route whose screen differs by role (SPEC §2 /dashboard/competitions: the admins'
 * competition management, the team's registration and payment). Both pages stay lazy; only
 * the one the signed-in role sees is loaded.
 */
export function pageByRole(pages: { admins: PageComponent; team: PageComponent }): PageComponent {
  const pageFor = (role: RoleId | undefined) => (role !== undefined && (adminRoles as readonly RoleId[]).includes(role) ? pages.admins : pages.team);
  function PageByRole(props: PageProps) {
    useSignals();
    const Page = pageFor(sessionUser.value?.roleId);
    return <Page {...props} />;
  }
  PageByRole.preload = () => pageFor(sessionUser.peek()?.roleId).preload();
  return PageByRole;
}
