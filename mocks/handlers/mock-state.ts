import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { resetDemoDbLazily } from '../db/lazy-reset';
import { notifyDbChanged } from '../db/store';
import { applyProviderState, providerStates, UnknownProviderStateError } from '../provider-states';

/**
 * Control endpoints of the mock backend, outside /api and outside the contracts: MSW
 * handlers (not express routes) so they work in every entry point.
 *
 * POST /__mock/state — Pact's providerStatesSetupUrl: {state, params?, action?}. `setup`
 * (the default) resets the demo database and applies the named provider state, answering
 * the values the state returns; `teardown` does nothing.
 * POST /__mock/reset — back to the seed (development and e2e).
 */
const stateChange = z.object({
  state: z.string().min(1),
  params: z.record(z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).optional(),
});

export const mockControlHandlers = [
  http.post('*/__mock/state', async ({ request }) => {
    const parsed = stateChange.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ message: 'Se esperaba {state, params?, action?}' }, { status: 400 });
    const { state, params, action } = parsed.data;
    if (action === 'teardown') return HttpResponse.json({});
    const db = await resetDemoDbLazily();
    try {
      const result = await applyProviderState(db, state, params);
      notifyDbChanged();
      return HttpResponse.json(result);
    } catch (error) {
      if (!(error instanceof UnknownProviderStateError)) throw error;
      return HttpResponse.json(
        { message: `Estado de proveedor desconocido: ${state}`, known: Object.keys(providerStates) },
        { status: 400 },
      );
    }
  }),
  http.post('*/__mock/reset', async () => {
    await resetDemoDbLazily();
    notifyDbChanged();
    return HttpResponse.json({ message: 'Datos de demostración restablecidos' });
  }),
];
