import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { useEndpointMutation } from '@/api/mutation';
import { transport } from '@/api/failure-messages/transport';
import { failureMessage } from '@/lib/forms/failure-message';
import { testEndpoint } from '../test-endpoint';
import { createTestQueryClient } from '../features/support';

/**
 * Issue 23: writes are not queued. Offline, a save fails at once and says it needs the
 * connection (the form keeps its input); it is never sent later behind the person's back.
 */
const save = testEndpoint({ id: 'test.saveItem', domain: 'members', method: 'POST', path: '/test/items', summary: 'prueba', auth: false, response: z.null(), successStatus: 201 });

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('a write while offline', () => {
  it('fails at once with "para guardar hace falta la conexión", and is not sent when the connection returns', async () => {
    let sent = 0;
    server.use(
      http.post('*/api/test/items', () => {
        sent += 1;
        // The browser offline: fetch never reaches a server.
        return navigator.onLine ? HttpResponse.json({ message: 'ok', data: null }, { status: 201 }) : HttpResponse.error();
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useEndpointMutation(save), { wrapper });

    const res = await result.current.call();
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.message).toBe(transport.offlineWrite);
    expect(failureMessage(res, { retry: 'Error al guardar, intente nuevamente' })).toBe(transport.offlineWrite);

    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not tried while offline, and nothing sent once the connection returns.
    expect(sent).toBe(0);
    expect(client.getMutationCache().getAll().filter((m) => m.state.isPaused)).toEqual([]);
  });
});
