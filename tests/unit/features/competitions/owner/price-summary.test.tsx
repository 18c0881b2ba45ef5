import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Price } from '@contracts/entities/competitions';
import { CARD_FINAL_NOTE, PriceSummary } from '@/features/competitions/owner/price-summary';

const NOW = new Date('2026-11-27T15:00:00-03:00');
const card: Price = {
  id: 3,
  price: 220000,
  installment_count: 1,
  start_date: '2026-11-01T00:00:00.000-03:00',
  end_date: '2026-12-07T23:59:59.999-03:00',
  payment_type: 'mercadopago',
  platform_fee: 5,
  covers_platform_fee: false,
  competition_id: 7,
};

describe('a price card (issue 31, decision 0062)', () => {
  it('a card price shows the amount charged once, where it comes from, and no + IVA', () => {
    const { container } = render(<PriceSummary price={card} now={NOW} />);
    expect(container).not.toHaveTextContent('IVA +');
    expect(container.textContent).not.toMatch(/\+ ?IVA/);
    // The amount charged appears once; the price and the fee are its parts, not a second total.
    expect(container.textContent!.split('231.000,00')).toHaveLength(2);
    expect(screen.getByText('$ 231.000,00')).toBeInTheDocument();
    expect(screen.getByText('Precio $ 220.000,00 más la comisión de la plataforma (5 %), $ 11.000,00.')).toBeInTheDocument();
    expect(screen.getByText(CARD_FINAL_NOTE)).toBeInTheDocument();
  });

  it('a fee included in the price keeps the price as the amount', () => {
    render(<PriceSummary price={{ ...card, covers_platform_fee: true }} now={NOW} />);
    expect(screen.getByText('$ 220.000,00')).toBeInTheDocument();
    expect(screen.getByText('Incluye la comisión de la plataforma (5 %).')).toBeInTheDocument();
  });

  it('a price not payable yet says from when it applies, not days left', () => {
    render(<PriceSummary price={{ ...card, payment_type: 'transfer', platform_fee: null, start_date: '2026-12-08T00:00:00.000-03:00', end_date: '2027-01-07T23:59:59.999-03:00' }} now={NOW} />);
    expect(screen.getByText('Desde el 08/12')).toBeInTheDocument();
    expect(screen.queryByText(/Quedan/)).not.toBeInTheDocument();
  });
});
