import { useLocation } from 'wouter';
import { changedFields } from '@contracts/core/partial';
import type { Institution } from '@contracts/entities/institutions';
import { formMessages } from '@contracts/messages';
import { institutionsEndpoints } from '@contracts/institutions';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { useRouteId } from '@/lib/routing/route-id';
import { href } from '@/lib/routing/routes';
import { QueryView } from '@/ui/query-view';
import { toast } from '@/ui/toast-store';
import { InstitutionForm } from './institution-form';
import { institutionFormValues } from './institution-form-values';
import { institutionMessages } from './institution-messages';
import * as s from './institutions.css';

/**
 * SPEC §2 Institution edit: the stored club in the form; only the changed fields are sent
 * (the address list, when changed, replaces the stored one). An unknown id says
 * `institutionsApiMessages.notFound` and goes back to the list.
 */
export default function InstitutionEditPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const id = useRouteId();
  const club = useEndpointQuery(institutionsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
  return (
    <Page title={title} className={s.formPage}>
      <QueryView
        query={club}
        loadingLabel="Cargando la barra pesquera…"
        errorMessage={institutionMessages.loadError}
        notFound={{ to: href('institutions'), message: institutionMessages.notFound }}
        isMissing={id === null}
      >
        {(loaded) => <EditForm key={loaded.id} club={loaded} onDone={() => navigate(appHref(href('institutions')))} />}
      </QueryView>
    </Page>
  );
}

function EditForm({ club, onDone }: { club: Institution; onDone: () => void }) {
  const update = useEndpointMutation(institutionsEndpoints.update);
  const stored = institutionFormValues(club);
  return (
    <InstitutionForm
      initialValues={stored}
      submitLabel="Guardar cambios"
      onSave={async (data) => {
        const body = changedFields(stored, data);
        if (!body) {
          toast.info(formMessages.noChanges);
          return null;
        }
        const res = await update.call({ params: { id: club.id }, body });
        if (!res.ok) {
          toast.error(failureMessage(res, { retry: institutionMessages.updateError }));
          return res;
        }
        toast.success(institutionMessages.updated);
        onDone();
        return null;
      }}
    />
  );
}
