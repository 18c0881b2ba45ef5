import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { testEndpoint } from '../test-endpoint';
import { createTestQueryClient, signInAs } from '../features/support';

/**
 * Issue 19, measured: a member was created but the answer was lost, and the list still read
 * 2 of 3. After a write whose outcome is unknown the screens refetch what it could have
 * changed, as after a success.
 */
const list = testEndpoint({
  id: 'test.listItems',
  domain: 'members',
  method: 'GET',
  path: '/test/items',
  summary: 'prueba',
  auth: true,
  response: z.object({ count: z.number() }),
  successStatus: 200,
});
const add = testEndpoint({ id: 'test.addItem', domain: 'members', method: 'POST', path: '/test/items', summary: 'prueba', auth: true, response: z.null(), successStatus: 201 });

/** The server applies the write, then answers with `answer` (lost, a 5xx, a refusal). */
function backend(answer: () => Response) {
  const state = { count: 2, reads: 0 };
  server.use(
    http.get('*/api/test/items', () => {
      state.reads += 1;
      return HttpResponse.json({ message: 'ok', data: { count: state.count } });
    }),
    http.post('*/api/test/items', () => {
      state.count += 1;
      return answer();
    }),
  );
  return state;
}

function Items() {
  const items = useEndpointQuery(list);
  const adding = useEndpointMutation(add);
  return (
    <>
      <p>{items.data ? `${items.data.count} de 3` : 'Cargando'}</p>
      <button type="button" onClick={() => void adding.call()}>
        Agregar
      </button>
      {adding.isError && <p role="alert">{adding.error.message}</p>}
    </>
  );
}

async function addOnce() {
  await signInAs('ownerCompleteTeam');
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Items />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('2 de 3')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Agregar' }));
  await screen.findByRole('alert');
}

describe('after a failed write', () => {
  it('whose answer was lost, the list refetches and shows what the server has', async () => {
    backend(() => HttpResponse.error());
    await addOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('No hay conexión con el servidor.');
    expect(await screen.findByText('3 de 3')).toBeInTheDocument();
  });

  it('that failed with a 5xx, the list refetches too', async () => {
    backend(() => HttpResponse.json({ statusCode: 503, message: 'Servicio no disponible' }, { status: 503 }));
    await addOnce();
    expect(await screen.findByText('3 de 3')).toBeInTheDocument();
  });

  it('that the server refused (4xx), nothing changed and nothing is asked again', async () => {
    const state = backend(() => HttpResponse.json({ statusCode: 409, message: 'Ya existe' }, { status: 409 }));
    await addOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Ya existe');
    expect(state.reads).toBe(1);
  });
});
