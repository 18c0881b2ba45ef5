import type { Decorator } from '@storybook/react-vite';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AriaRouter } from '../../src/app/aria-router';

/**
 * Renders the story at a parameterised route (`/dashboard/payments/view/:id`) whose concrete
 * path depends on what the story's loader found in the demo data (ids are the seed's).
 */
export const withRouteFromLoaded =
  (pattern: string, pathOf: (loaded: Record<string, unknown>) => string): Decorator =>
  (Story, context) => {
    const location = memoryLocation({ path: pathOf(context.loaded) });
    return (
      <Router hook={location.hook}>
        <AriaRouter>
          <Route path={pattern}>
            <Story />
          </Route>
        </AriaRouter>
      </Router>
    );
  };
