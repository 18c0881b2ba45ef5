import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import { QueryView, type ViewedQuery } from '@/ui/query-view';
import { UiProvider } from '@/ui/ui-provider';
import { toast } from '@/ui/toast-store';

type Team = { name: string };

const failure = (statusCode: number, message: string) =>
  new ApiError({ ok: false, statusCode, statusText: '', message, data: null });

const queryOf = (state: Partial<ViewedQuery<Team>>): ViewedQuery<Team> => ({
  data: undefined,
  error: null,
  isPending: false,
  isLoadingError: false,
  refetch: vi.fn(),
  ...state,
});

const notFound = { to: '/dashboard/teams', message: 'No se encontró el equipo.' };

function renderView(query: ViewedQuery<Team>, extra: { isMissing?: boolean; errorMessage?: string | ((e: ApiError) => string) } = {}) {
  const location = memoryLocation({ path: '/dashboard/teams/view/7', record: true });
  render(
    <Router hook={location.hook}>
      <UiProvider>
        <QueryView
          query={query}
          loadingLabel="Cargando el equipo…"
          errorMessage={extra.errorMessage ?? 'Error al cargar el equipo'}
          notFound={notFound}
          isMissing={extra.isMissing}
        >
          {(team) => <h2>{team.name}</h2>}
        </QueryView>
      </UiProvider>
    </Router>,
  );
  return location;
}

describe('QueryView', () => {
  it('shows a status named by what loads while the first answer is on its way', () => {
    renderView(queryOf({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Cargando el equipo…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says a first load paused offline waits for the connection, instead of spinning forever', () => {
    renderView(queryOf({ isPending: true, fetchStatus: 'paused' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: se va a cargar cuando vuelva la conexión.');
    expect(screen.queryByRole('status', { name: 'Cargando el equipo…' })).not.toBeInTheDocument();
  });

  it('shows the failed load with Reintentar, which asks again', async () => {
    const query = queryOf({ isLoadingError: true, error: failure(500, 'Error inesperado') });
    renderView(query);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar el equipo');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('words the error from the answer when given a function', () => {
    renderView(queryOf({ isLoadingError: true, error: failure(503, 'Servicio no disponible') }), {
      errorMessage: (error) => `${error.statusCode}: ${error.message}`,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('503: Servicio no disponible');
  });

  it('leaves for the list with the message as a toast on a 404', () => {
    const toastError = vi.spyOn(toast, 'error');
    const location = renderView(queryOf({ isLoadingError: true, error: failure(404, 'No encontrado') }));
    expect(location.history.at(-1)).toBe('/dashboard/teams');
    expect(toastError).toHaveBeenCalledWith('No se encontró el equipo.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    toastError.mockRestore();
  });

  it('leaves the same way when the record cannot even be asked for', () => {
    const location = renderView(queryOf({ isPending: true }), { isMissing: true });
    expect(location.history.at(-1)).toBe('/dashboard/teams');
  });

  it('shows what the page gives in place of a redirect', () => {
    const location = memoryLocation({ path: '/dashboard/payments/view/9', record: true });
    render(
      <Router hook={location.hook}>
        <QueryView
          query={queryOf({ isLoadingError: true, error: failure(404, 'Pago no encontrado') })}
          loadingLabel="Cargando el pago…"
          errorMessage="Error al cargar el pago"
          notFound={{ show: <h2>Pago no encontrado</h2> }}
        >
          {(team) => <p>{team.name}</p>}
        </QueryView>
      </Router>,
    );
    expect(screen.getByRole('heading', { name: 'Pago no encontrado' })).toBeInTheDocument();
    expect(location.history).toEqual(['/dashboard/payments/view/9']);
  });

  it('is an error like any other on a 404 when the page gives no way out', () => {
    const location = memoryLocation({ path: '/dashboard/teams/view/7' });
    render(
      <Router hook={location.hook}>
        <QueryView query={queryOf({ isLoadingError: true, error: failure(404, 'No encontrado') })} loadingLabel="Cargando…" errorMessage={(e) => e.message}>
          {(team) => <p>{team.name}</p>}
        </QueryView>
      </Router>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No encontrado');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('renders the screen with the data, and keeps it when a background refetch fails', () => {
    renderView(queryOf({ data: { name: 'Los Dorados' }, error: failure(500, 'Error inesperado') }));
    expect(screen.getByRole('heading', { name: 'Los Dorados' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
