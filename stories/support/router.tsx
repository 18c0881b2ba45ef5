import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AriaRouter } from '../../src/app/aria-router';

/** Renders the story inside an in-memory router at `path`, so links never leave the story. */
export const withRouter =
  (path = '/'): Decorator =>
  (Story) => {
    const location = memoryLocation({ path });
    return (
      <Router hook={location.hook}>
        <AriaRouter>
          <Story />
        </AriaRouter>
      </Router>
    );
  };
