import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { usersEndpoints } from '@contracts/users';
import { teamsEndpoints } from '@contracts/teams';
import { server } from '@mocks/node';
import { ApiError } from '@/api/api-error';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import type { ApiResponse } from '@/api/result';
import { ownTeamQuery, useOwnTeam } from '@/lib/team/team-readings';
import { createTestQueryClient, signInAs } from '../features/support';

/** Counts the requests that reach the mock backend for one method and path. */
function countRequests(method: string, path: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === `/api${path}`) seen.count += 1;
  });
  return seen;
}

const withCache = (client: QueryClient, ui: React.ReactNode) => render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

function TeamName({ label }: { label: string }) {
  const team = useOwnTeam();
  return <p>{`${label}: ${team.data?.name ?? '…'}`}</p>;
}

function Progress() {
  const progress = useEndpointQuery(usersEndpoints.getProgress);
  if (progress.isPending) return <p>Cargando</p>;
  if (progress.isLoadingError) return <p role="alert">{`${progress.error.statusCode} ${progress.error.message}`}</p>;
  return <p>{`Equipo ${progress.data.team_number ?? '—'}`}</p>;
}

beforeEach(() => {
  server.events.removeAllListeners();
});

describe('query cache', () => {
  it('sends one request for two components showing the same read', async () => {
    const owner = await signInAs('capitan.completo');
    const requests = countRequests('GET', '/teams');
    withCache(
      createTestQueryClient(),
      <>
        <TeamName label="Menú" />
        <TeamName label="Pantalla" />
      </>,
    );
    const name = (await screen.findAllByText(/^Menú: (?!…)/))[0]!.textContent!.replace('Menú: ', '');
    expect(screen.getByText(`Pantalla: ${name}`)).toBeInTheDocument();
    expect(owner.team_id).not.toBeNull();
    expect(requests.count).toBe(1);
  });

  it('shows a read mounted later from the cache, without asking again', async () => {
    await signInAs('capitan.completo');
    const requests = countRequests('GET', '/teams');
    const client = createTestQueryClient();
    const first = withCache(client, <TeamName label="Menú" />);
    await screen.findByText(/^Menú: (?!…)/);
    first.unmount();
    withCache(client, <TeamName label="Pantalla" />);
    expect(screen.getByText(/^Pantalla: (?!…)/)).toBeInTheDocument();
    expect(requests.count).toBe(1);
  });

  it('turns a failed read into an ApiError with the server’s Spanish message, asked once (no retries)', async () => {
    await signInAs('capitan.completo');
    server.use(http.get('*/api/users/progress', () => HttpResponse.json({ statusCode: 503, message: 'Servicio no disponible' }, { status: 503 })));
    const requests = countRequests('GET', '/users/progress');
    withCache(createTestQueryClient(), <Progress />);
    expect(await screen.findByRole('alert')).toHaveTextContent('503 Servicio no disponible');
    expect(requests.count).toBe(1);
  });

  // A failure whose outcome is unknown refreshes what it could have changed: invalidate-after-failure.test.tsx.
  it('answers a refused write like api.call, never throwing, sends it once and refreshes nothing', async () => {
    await signInAs('capitan.completo');
    server.use(http.patch('*/api/teams', () => HttpResponse.json({ statusCode: 409, message: 'boom' }, { status: 409 })));
    const writes = countRequests('PATCH', '/teams');
    const reads = countRequests('GET', '/teams');
    const client = createTestQueryClient();
    let save: ((name: string) => Promise<ApiResponse<unknown>>) | undefined;
    function Saver() {
      const update = useEndpointMutation(teamsEndpoints.updateOwn);
      save = (name) => update.call({ body: { name } });
      return <TeamName label="Equipo" />;
    }
    withCache(client, <Saver />);
    await screen.findByText(/^Equipo: (?!…)/);
    let res: ApiResponse<unknown> | undefined;
    await act(async () => {
      res = await save!('Los Pejerreyes');
    });
    expect(res).toMatchObject({ ok: false, statusCode: 409, message: 'boom' });
    expect(res).toBeInstanceOf(ApiError);
    expect(writes.count).toBe(1);
    expect(reads.count).toBe(1);
  });

  it('refetches what a successful write changed before the write resolves', async () => {
    await signInAs('capitan.completo');
    const reads = countRequests('GET', '/teams');
    let save: ((name: string) => Promise<ApiResponse<unknown>>) | undefined;
    function Saver() {
      const update = useEndpointMutation(teamsEndpoints.updateOwn);
      save = (name) => update.call({ body: { name } });
      return <TeamName label="Equipo" />;
    }
    const client = createTestQueryClient();
    withCache(client, <Saver />);
    await screen.findByText(/^Equipo: (?!…)/);
    await act(async () => {
      expect(await save!('Los Pejerreyes')).toMatchObject({ ok: true });
      // By the time the call resolved, the cache held the team as the server now has it.
      expect(client.getQueryData(ownTeamQuery().queryKey)).toMatchObject({ name: 'Los Pejerreyes' });
    });
    expect(reads.count).toBe(2);
    expect(await screen.findByText('Equipo: Los Pejerreyes')).toBeInTheDocument();
  });
});
