import { useLocation } from 'wouter';
import { institutionsEndpoints } from '@contracts/institutions';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { toast } from '@/ui/toast-store';
import { InstitutionForm } from './institution-form';
import { emptyInstitutionValues } from './institution-form-values';
import { institutionMessages } from './institution-messages';
import * as s from './institutions.css';

/** SPEC §2 /dashboard/institutions/new: an admin registers a fishing club; back to the list on success. */
export default function InstitutionNewPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const create = useEndpointMutation(institutionsEndpoints.create);
  return (
    <Page title={title} className={s.formPage}>
      <InstitutionForm
        initialValues={emptyInstitutionValues}
        submitLabel="Dar de alta"
        onSave={async (body) => {
          const res = await create.call({ body });
          if (!res.ok) {
            toast.error(failureMessage(res, { retry: institutionMessages.createError }));
            return res;
          }
          toast.success(institutionMessages.created);
          navigate(appHref(href('institutions')));
          return null;
        }}
      />
    </Page>
  );
}
