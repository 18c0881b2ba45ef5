import { useSignals } from '@preact/signals-react/runtime';
import { sessionUser } from '@/lib/session/session';
import { isAdminRole } from '@/lib/access/policy';
import type { PageComponent, PageProps } from './page-component';

/**
 * One route whose screen differs by role (SPEC §2 /dashboard/competitions: the admins'
 * competition management, the team's registration and payment). Both pages stay lazy; only
 * the one the signed-in role sees is loaded.
 */
export function pageByRole(pages: { admins: PageComponent; team: PageComponent }): PageComponent {
  const pageFor = (roleId: number | undefined) => (isAdminRole(roleId) ? pages.admins : pages.team);
  function PageByRole(props: PageProps) {
    useSignals();
    const Page = pageFor(sessionUser.value?.roleId);
    return <Page {...props} />;
  }
  PageByRole.preload = () => pageFor(sessionUser.peek()?.roleId).preload();
  return PageByRole;
}
