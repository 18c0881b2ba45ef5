import { useSignals } from '@preact/signals-react/runtime';
import { can } from '@/lib/access/policy';
import { sessionUser } from '@/lib/session/session';
import { CompetitionByIdPage } from './competition-by-id';
import { CompetitionForm } from './competition-form';

/** SPEC §2 /dashboard/competitions/edit/{id} (admins; the prices in the form are the system admin's). */
export default function CompetitionEditPage({ title }: { title: string }) {
  useSignals();
  const canManagePrices = can(sessionUser.value, 'priceNew');
  return (
    <CompetitionByIdPage title={title}>
      {/* Keyed by the stored competition: the form starts from what was loaded, once. */}
      {(competition) => <CompetitionForm key={competition.id} competition={competition} canManagePrices={canManagePrices} />}
    </CompetitionByIdPage>
  );
}
