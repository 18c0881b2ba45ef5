import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardRouter } from './dashboard-router';

/**
 * Everything under /dashboard, as one lazily loaded module: the sign-in page's first load
 * does not pay for the layout, the bell or the route table's pages.
 */
export default function DashboardShell() {
  return (
    <DashboardLayout>
      <DashboardRouter />
    </DashboardLayout>
  );
}
