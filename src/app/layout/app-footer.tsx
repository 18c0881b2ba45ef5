import { Button } from 'react-aria-components';
import { demoControls } from '@/lib/session/demo-controls';
// session-state, not auth-actions: the footer is on the sign-in page, which paints without the API client.
import { endSession } from '@/lib/session/session-state';
import * as s from './dashboard-layout.css';

/** SPEC §1: the footer says the product is powered by a provider; plus the demo reset. */
export function AppFooter() {
  const reset = demoControls.resetDemoData;
  return (
    <footer className={s.footer}>
      <span>
        Powered by <strong>Pesca Digital</strong>
      </span>
      {reset && (
        <Button
          onPress={async () => {
            await reset();
            // The demo accounts' tokens may no longer match the fresh data: start over.
            endSession();
            window.location.assign('/');
          }}
        >
          Restablecer datos de demostración
        </Button>
      )}
    </footer>
  );
}
