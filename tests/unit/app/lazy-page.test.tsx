import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, forgetFailedLoads, lazyPage } from '@/app/lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hola, {name}</h1>;
}

const page = () => {
  const load = vi.fn(() => Promise.resolve({ default: Greeting }));
  return { Page: lazyPage(load), load };
};

describe('lazyPage', () => {
  it('suspends on its first render when not loaded, then shows the page', async () => {
    const { Page } = page();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page name="Rosa" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hola, Rosa' })).toBeInTheDocument();
  });

  it('renders a preloaded page in the first commit, without showing the fallback', async () => {
    const { Page, load } = page();
    await Page.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Page name="Rosa" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hola, Rosa' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the module once, however often it is preloaded and rendered', async () => {
    const { Page, load } = page();
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page name="Rosa" />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage when the code does not arrive', () => {
  const failing = () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')) : Promise.resolve({ default: Greeting })));
    return { Page: lazyPage(load), load, arrive: () => (fail = false) };
  };

  it('fails with a ChunkLoadError, and keeps failing without asking again until forgotten', async () => {
    const { Page, load } = failing();
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once forgotten (a failed import is not memoised for good)', async () => {
    const { Page, load, arrive } = failing();
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    arrive();
    forgetFailedLoads();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page name="Rosa" />);
    expect(screen.getByRole('heading', { name: 'Hola, Rosa' })).toBeInTheDocument();
  });

  it('gives up after SPEC §9’s 120 s when the chunk never arrives', async () => {
    vi.useFakeTimers();
    try {
      const Page = lazyPage<{ name: string }>(() => new Promise(() => {}));
      const loading = Page.preload();
      const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      let settled = false;
      void loading.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
