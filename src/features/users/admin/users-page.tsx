import type { User } from '@contracts/entities/users';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { DataTable } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { userColumns } from './user-columns';
import { userMessages } from './user-messages';

/** A row is a link to the account's log (declared outside: the table keeps a stable prop). */
const userHref = (user: User) => href('userView', { id: user.id });

/** SPEC §2 /dashboard/users: every account, filtered by role and status; each row links to its log. */
export default function UsersPage({ title }: { title: string }) {
  const users = useEndpointQuery(usersEndpoints.list);
  return (
    <ListPage
      title={title}
      actions={<ButtonLink href={appHref(href('userNew'))}>Nuevo usuario</ButtonLink>}
      query={users}
      errorMessage={userMessages.listLoadError}
    >
      <DataTable
        label="Usuarios"
        noun={{ one: 'usuario', other: 'usuarios' }}
        columns={userColumns}
        rows={users.data ?? []}
        isLoading={users.isPending}
        search={{ placeholder: 'Nombre, usuario, DNI, equipo…' }}
        emptyText="No hay usuarios."
        rowHref={userHref}
        initialSort={{ column: 'usuario', direction: 'ascending' }}
        csvFileName="usuarios"
      />
    </ListPage>
  );
}
