import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Competition, Price } from '@contracts/entities/competitions';
import { PriceList } from '@/features/competitions/admin/price-list';
import { renderPage } from '../../support';

const price = (id: number, start: string, end: string): Price => ({
  id,
  price: 180000 + id * 30000,
  installment_count: 1,
  start_date: `${start}T00:00:00.000-03:00`,
  end_date: `${end}T23:59:59.999-03:00`,
  payment_type: 'transfer',
  platform_fee: null,
  covers_platform_fee: false,
  competition_id: 2,
});
const competition = {
  id: 2,
  prices: [price(1, '2026-10-01', '2026-11-07'), price(2, '2026-11-08', '2026-12-07'), price(3, '2026-12-08', '2027-01-07')],
} as Competition;

describe("the admin's price list (issue 31)", () => {
  it('marks the price that applies today, and when the others apply or that they ended', () => {
    renderPage(<PriceList competition={competition} canManage={false} now={new Date('2026-11-27T12:00:00-03:00')} />, '/dashboard/competitions');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(items[0]).toHaveTextContent('Vencido');
    expect(items[1]).toHaveTextContent('Vigente hoy');
    expect(items[2]).toHaveTextContent('Desde el 08/12');
  });
});
