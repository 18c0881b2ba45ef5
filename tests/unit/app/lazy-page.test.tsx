import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '@/app/lazy-page';

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
