import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { signal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';
import { CACHE_VERSION, type CacheStore, type SavedCache } from '@/api/query-persistence';
import { restoreBeforeFirstRender } from '@/app/venue/first-restore';
import { SavedReads } from '@/app/venue/saved-reads';

const teamKey = ['teams', 'teams.getOwnOrList', {}];
const user = (id: number): SessionUser => ({ id, roleId: 3, status: 'active', username: `u${id}` });

/** The team read saved for user 7 an hour ago, in a store whose load answers when `answer()` is called. */
function savedTeamStore() {
  const earlier = new QueryClient();
  earlier.setQueryData(teamKey, { name: 'Los Dorados' }, { updatedAt: Date.now() - 3_600_000 });
  const saved: SavedCache = { version: CACHE_VERSION, userId: 7, savedAt: Date.now() - 3_600_000, state: dehydrate(earlier) };
  let answer: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (answer = resolve));
  const store: CacheStore = { load: () => loaded.then(() => saved), save: async () => undefined, remove: async () => undefined };
  return { store, answer: () => answer() };
}

/** The server, which never answers here: what shows is the saved read or the wait. */
const unanswered = () => vi.fn(() => new Promise<{ name: string }>(() => undefined));

/** A screen reading the team: what each of its renders showed. */
function TeamScreen({ renders, read }: { renders: string[]; read: () => Promise<{ name: string }> }) {
  const team = useQuery({ queryKey: teamKey, queryFn: read });
  const text = team.data ? `Equipo: ${team.data.name}` : 'Cargando';
  renders.push(text);
  return <p>{text}</p>;
}

function renderWithSavedReads(client: QueryClient, store: CacheStore, userId: number, read = unanswered()) {
  const renders: string[] = [];
  render(
    <QueryClientProvider client={client}>
      <SavedReads client={client} store={store} session={signal<SessionUser | null>(user(userId))}>
        <TeamScreen renders={renders} read={read} />
      </SavedReads>
    </QueryClientProvider>,
  );
  return renders;
}

describe('saved reads put back before the first render (issue 30)', () => {
  it('shows the saved read and asks the server for a fresh one from the first render, which is the only one', async () => {
    const client = new QueryClient();
    const { store, answer } = savedTeamStore();
    const waited = restoreBeforeFirstRender(client, store, 7, { waitAtMostMs: 300, stillWanted: () => true });
    answer();
    await waited;

    const read = unanswered();
    const renders = renderWithSavedReads(client, store, 7, read);

    expect(screen.getByText('Equipo: Los Dorados')).toBeInTheDocument();
    // The saved answer is an hour old: it is asked for again at once, not after a "restoring" render.
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    // Nothing to render again when the restore's end is known (React walked the whole dashboard for it).
    expect(renders).toEqual(['Equipo: Los Dorados']);
  });

  it('renders after waiting at most the given time, and the screen shows the saved read when the slow restore ends', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const { store, answer } = savedTeamStore();
      let waited = false;
      void restoreBeforeFirstRender(client, store, 7, { waitAtMostMs: 300, stillWanted: () => true }).then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(299);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);

      renderWithSavedReads(client, store, 7);
      expect(screen.getByText('Cargando')).toBeInTheDocument();

      await act(async () => answer());
      expect(screen.getByText('Equipo: Los Dorados')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("restores as before for a user other than the one restored first (another account signed in since)", async () => {
    const client = new QueryClient();
    const first = savedTeamStore();
    first.answer();
    await restoreBeforeFirstRender(client, first.store, 8, { waitAtMostMs: 300, stillWanted: () => true });
    client.clear();

    const { store, answer } = savedTeamStore();
    renderWithSavedReads(client, store, 7);
    expect(screen.getByText('Cargando')).toBeInTheDocument();

    await act(async () => answer());
    expect(screen.getByText('Equipo: Los Dorados')).toBeInTheDocument();
  });
});
