import { Page } from '@/ui/page';
import { CompetitionForm } from './competition-form';
import * as s from './competition-admin.css';

/** SPEC §2 /dashboard/competitions/new (system admin only): a competition with its prices. */
export default function CompetitionNewPage({ title }: { title: string }) {
  return (
    <Page title={title} className={s.page}>
      <CompetitionForm competition={null} canManagePrices />
    </Page>
  );
}
