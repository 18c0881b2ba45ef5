import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardRouter } from './dashboard-router';
import { AppQueryProvider } from './query-provider';

/**
 * Everything under /dashboard, as one lazily loaded module: the sign-in page's first load
 * does not pay for the layout, the bell, the route table's pages or the query cache.
 */
export default function DashboardShell() {
  return (
    <AppQueryProvider>
      <DashboardLayout>
        <DashboardRouter />
      </DashboardLayout>
    </AppQueryProvider>
  );
}
