import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { Institution } from '@contracts/entities/institutions';
import { institutionsEndpoints } from '@contracts/institutions';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { DataTable, type RowAction } from '@/ui/data-table';
import { ListPage } from '@/ui/list-page';
import { DeleteInstitutionDialog } from './delete-institution-dialog';
import { institutionColumns } from './institution-columns';
import { institutionMessages } from './institution-messages';

/** SPEC §2 /dashboard/institutions: the fishing clubs, with new, edit and delete (admins). */
export default function InstitutionsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const clubs = useEndpointQuery(institutionsEndpoints.list);
  const [deleting, setDeleting] = useState<Institution | null>(null);
  // Stable between renders: the table re-renders its rows when its actions change.
  const rowActions = useMemo<RowAction<Institution>[]>(
    () => [
      { label: 'Editar', onAction: (club) => navigate(appHref(href('institutionEdit', { id: club.id }))) },
      { label: 'Eliminar', variant: 'danger', onAction: setDeleting },
    ],
    [navigate],
  );

  return (
    <>
      <ListPage
        title={title}
        actions={<ButtonLink href={appHref(href('institutionNew'))}>Nueva barra pesquera</ButtonLink>}
        query={clubs}
        errorMessage={institutionMessages.loadError}
      >
        <DataTable
          label="Barras pesqueras"
          noun={{ one: 'barra pesquera', other: 'barras pesqueras' }}
          columns={institutionColumns}
          rows={clubs.data ?? []}
          isLoading={clubs.isPending}
          search={{ placeholder: 'Nombre, presidente, ciudad…' }}
          emptyText="Todavía no hay barras pesqueras."
          rowActions={rowActions}
          initialSort={{ column: 'nombre', direction: 'ascending' }}
          csvFileName="barras-pesqueras"
        />
      </ListPage>
      <DeleteInstitutionDialog club={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
