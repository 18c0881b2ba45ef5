import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend inside Node (vitest). */
export const server = setupServer(...handlers);
