import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_ROWS, ShowMoreList } from '@/features/payments/admin/reconcile/show-more';

describe('ShowMoreList: a long group draws its rows a page at a time', () => {
  it('draws the first rows, then more on request, until none is left', async () => {
    const items = Array.from({ length: PAGE_ROWS * 2 + 5 }, (_, i) => i + 1);
    render(<ShowMoreList label="Líneas" items={items} render={(n) => <li key={n}>Línea {n}</li>} />);
    const list = screen.getByRole('list', { name: 'Líneas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_ROWS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Mostrar ${PAGE_ROWS} más (quedan ${PAGE_ROWS + 5})` }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_ROWS * 2);
    await user.click(screen.getByRole('button', { name: 'Mostrar 5 más (quedan 5)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(items.length);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
