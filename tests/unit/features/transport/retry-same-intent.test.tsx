import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { sessionUser } from '@/lib/session/session';
import { renderApp } from '../../app/render-app';

/**
 * Issue 19 end to end through the mock (its Idempotency-Key replay, decision 0027): a sign-up
 * the server recorded but whose answer was lost, sent again as it was, signs the user in with
 * the first answer and creates one account, not two.
 */
describe('a create retried after its answer was lost', () => {
  it('sign-up: the second "Crear cuenta" carries the same key, and the server creates one account', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length > 1) return undefined;
        // The server creates the account; the connection drops before its answer arrives.
        await getResponse(handlers, request);
        return HttpResponse.error();
      }),
    );
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'pescador.nuevo');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo2026!');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.');
    expect(sessionUser.value).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(sessionUser.value).toMatchObject({ username: 'pescador.nuevo' }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(db().users.filter((u) => u.username === 'pescador.nuevo')).toHaveLength(1);
  });
});
