import { dashboardDoorAccess } from '@/lib/entry-routes';
import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardRouter } from './dashboard-router';
import { Guard } from './guard';
import { AppQueryProvider } from './query-provider';

/**
 * Everything under /dashboard, as one lazily loaded module: the sign-in page's first load
 * does not pay for the layout, the bell, the route table's pages, the query cache or the
 * guard at the door (a signed-out visitor is sent to sign-in once this chunk has loaded).
 */
export default function DashboardShell() {
  return (
    <Guard rule={dashboardDoorAccess}>
      <AppQueryProvider>
        <DashboardLayout>
          <DashboardRouter />
        </DashboardLayout>
      </AppQueryProvider>
    </Guard>
  );
}
