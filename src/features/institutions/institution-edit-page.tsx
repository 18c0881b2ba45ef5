import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { changedFields } from '@contracts/core/partial';
import type { Institution } from '@contracts/entities/institutions';
import { formMessages } from '@contracts/messages';
import { institutionsGet, institutionsUpdate } from '@contracts/institutions';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { failureMessage } from '@/lib/failure-message';
import { appHref } from '@/lib/navigation';
import { PageHeading } from '@/lib/page-heading';
import { href } from '@/lib/routes';
import { LoadError } from '@/ui/load-error';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast-store';
import { InstitutionForm } from './institution-form';
import { institutionFormValues } from './institution-form-values';
import { institutionMessages } from './institution-messages';
import * as s from './institutions.css';

/** A positive whole number from the URL, or null (then no request is made). */
const idFrom = (text: string | undefined) => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/**
 * SPEC §2 Institution edit: the stored club in the form; only the changed fields are sent
 * (the address list, when changed, replaces the stored one). An unknown id says
 * 'Institución no encontrada' and goes back to the list.
 */
export default function InstitutionEditPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const id = idFrom(useParams<{ id: string }>().id);
  const club = useEndpointQuery(institutionsGet, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const isUnknown = id === null || club.error?.statusCode === 404;

  useEffect(() => {
    if (!isUnknown) return;
    toast.error(institutionMessages.notFound);
    navigate(appHref(href('institutions')), { replace: true });
  }, [isUnknown, navigate]);

  const content = () => {
    if (isUnknown) return null;
    if (club.isPending) return <Spinner label="Cargando la barra pesquera…" showLabel />;
    if (club.isLoadingError) return <LoadError message={institutionMessages.loadError} onRetry={() => void club.refetch()} />;
    return <EditForm key={club.data.id} club={club.data} onDone={() => navigate(appHref(href('institutions')))} />;
  };

  return (
    <div className={s.formPage}>
      <PageHeading title={title} />
      {content()}
    </div>
  );
}

function EditForm({ club, onDone }: { club: Institution; onDone: () => void }) {
  const update = useEndpointMutation(institutionsUpdate);
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
