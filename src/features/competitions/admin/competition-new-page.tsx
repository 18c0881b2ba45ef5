import { PageHeading } from '@/lib/routing/page-heading';
import { CompetitionForm } from './competition-form';
import * as s from './competition-admin.css';

/** SPEC §2 /dashboard/competitions/new (system admin only): a competition with its prices. */
export default function CompetitionNewPage({ title }: { title: string }) {
  return (
    <div className={s.page}>
      <PageHeading title={title} />
      <CompetitionForm competition={null} canManagePrices />
    </div>
  );
}
