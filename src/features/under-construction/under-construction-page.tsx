import { PageHeading } from '@/lib/routing/page-heading';
import { UnderConstruction } from '@/ui/under-construction';

/** Placeholder page of a route whose screen belongs to a later issue; its guard already applies. */
export default function UnderConstructionPage({ title }: { title: string }) {
  return (
    <>
      <PageHeading title={title} />
      <UnderConstruction />
    </>
  );
}
