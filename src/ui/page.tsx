import type { ReactNode } from 'react';
import { PageHeading } from '@/lib/routing/page-heading';

/**
 * A dashboard page: its column, with the route's title as the h1 (which sets the document
 * title and takes focus after a navigation), then the page's parts.
 */
export function Page({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <PageHeading title={title} />
      {children}
    </div>
  );
}
