import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

type Member = { id: number; name: string; helmsman: boolean; status: 'active' | 'registered' };
const members: Member[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Miembro ${String(i + 1).padStart(2, '0')}`,
  helmsman: i % 3 === 0,
  status: i % 2 === 0 ? 'active' : 'registered',
}));
const columns: DataTableColumn<Member>[] = [
  { id: 'nombre', header: 'Nombre', value: (m) => m.name },
  {
    id: 'timonel',
    header: 'Timonel',
    value: (m) => (m.helmsman ? 'Sí' : 'No'),
    filter: { options: [{ value: 'si', label: 'Sí' }, { value: 'no', label: 'No' }], value: (m) => (m.helmsman ? 'si' : 'no') },
  },
  {
    id: 'estado',
    header: 'Estado',
    value: (m) => m.status,
    filter: { options: [{ value: 'active', label: 'Activo' }, { value: 'registered', label: 'Registrado' }] },
  },
];

const renderTable = (cols: DataTableColumn<Member>[] = columns) =>
  render(<DataTable label="Participantes" columns={cols} rows={members} search={{}} />);
const toggle = () => screen.getByRole('button', { name: /^Filtros/ });
const filtersGroup = () => screen.getByRole('group', { name: 'Filtros' });

beforeEach(() => window.history.replaceState(null, '', '/participantes'));

/** Issue 21: on a phone the filters wait behind 'Filtros (N)', so the cards come first. */
describe('DataTable filters on a phone', { timeout: 20_000 }, () => {
  fakeTimersAroundEachTest();

  it('keeps the selects in a collapsed group that the Filtros button opens and closes', async () => {
    const user = fakeTimerUser();
    renderTable();
    expect(toggle()).toHaveTextContent(/^Filtros$/);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', filtersGroup().id);
    // The CSS hides a collapsed group on a phone only (filters-disclosure.css.ts).
    expect(filtersGroup()).toHaveAttribute('data-collapsed', 'true');
    expect(within(filtersGroup()).getByRole('button', { name: /Timonel/ })).toBeInTheDocument();
    expect(within(filtersGroup()).getByRole('button', { name: /Estado/ })).toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(filtersGroup()).not.toHaveAttribute('data-collapsed');
    await user.click(toggle());
    expect(filtersGroup()).toHaveAttribute('data-collapsed', 'true');
  });

  it('counts the filters applied, keeps them in the URL, and counts them again after a reload', async () => {
    const user = fakeTimerUser();
    const { unmount } = renderTable();
    await user.click(toggle());
    await user.click(within(filtersGroup()).getByRole('button', { name: /Timonel/ }));
    await user.click(screen.getByRole('option', { name: 'Sí' }));
    expect(toggle()).toHaveAccessibleName('Filtros (1)');
    await user.click(within(filtersGroup()).getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Activo' }));
    expect(toggle()).toHaveAccessibleName('Filtros (2)');
    expect(window.location.search).toBe('?timonel=si&estado=active');
    // The search is no filter: it stays outside the disclosure and out of its count.
    expect(within(filtersGroup()).queryByRole('searchbox')).not.toBeInTheDocument();
    unmount();

    renderTable();
    expect(toggle()).toHaveAccessibleName('Filtros (2)');
    expect(screen.getAllByRole('row').slice(1).map((r) => r.querySelector('th')!.textContent)).toEqual([
      'Miembro 01',
      'Miembro 07',
    ]);
    await user.click(toggle());
    await user.click(within(filtersGroup()).getByRole('button', { name: /Timonel/ }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    expect(toggle()).toHaveAccessibleName('Filtros (1)');
    expect(window.location.search).toBe('?estado=active');
  });

  it('on a phone renders the collapsed selects only once opened (each is a react-aria collection; issue 18)', async () => {
    // The screen is a phone's: the phone breakpoint matches.
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
    try {
      const user = fakeTimerUser();
      window.history.replaceState(null, '', '/participantes?estado=active');
      renderTable();
      // Collapsed: the count says what is applied, and no select is rendered.
      expect(toggle()).toHaveAccessibleName('Filtros (1)');
      expect(within(filtersGroup()).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getAllByRole('row')).toHaveLength(7);
      await user.click(toggle());
      expect(within(filtersGroup()).getByRole('button', { name: /Estado/ })).toHaveTextContent('Activo');
      expect(within(filtersGroup()).getByRole('button', { name: /Timonel/ })).toBeInTheDocument();
      await user.click(toggle());
      expect(within(filtersGroup()).queryByRole('button')).not.toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('has no Filtros button for a list without filters', () => {
    renderTable(columns.map(({ filter: _filter, ...column }) => column));
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
  });
});
