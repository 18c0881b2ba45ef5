import { describe, expect, it } from 'vitest';
import type { Price } from '@contracts/entities/competitions';
import { defaultPrice, priceCharge, sortPrices } from '@/features/competitions/owner/price-options';

const price = (over: Partial<Price>): Price => ({
  id: 1,
  price: 40000,
  installment_count: 1,
  start_date: '2026-11-01T03:00:00.000Z',
  end_date: '2026-12-01T03:00:00.000Z',
  payment_type: 'transfer',
  platform_fee: null,
  covers_platform_fee: false,
  competition_id: 1,
  ...over,
});

describe('price options (SPEC §9)', () => {
  it('puts transfer first, then card, then cash, and preselects the first price valid now', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const sorted = sortPrices([
      price({ id: 1, payment_type: 'cash' }),
      price({ id: 2, payment_type: 'mercadopago' }),
      price({ id: 3, payment_type: 'transfer', end_date: '2026-11-10T03:00:00.000Z' }),
      price({ id: 4, payment_type: 'transfer', start_date: '2026-11-11T03:00:00.000Z' }),
    ]);
    expect(sorted.map((p) => p.id)).toEqual([3, 4, 2, 1]);
    expect(defaultPrice(sorted, now)?.id).toBe(4);
    expect(defaultPrice(sorted, new Date('2027-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('shows the platform fee as included (total = price) or on top (total = price + fee)', () => {
    expect(priceCharge(price({ platform_fee: 10, covers_platform_fee: true }))).toEqual({
      total: 40000,
      fee: 4000,
      feeNote: 'Incluye la comisión de la plataforma (10 %).',
    });
    expect(priceCharge(price({ platform_fee: 7.5, covers_platform_fee: false }))).toEqual({
      total: 43000,
      fee: 3000,
      feeNote: 'Precio $\u00a040.000,00 más la comisión de la plataforma (7,5 %), $\u00a03.000,00.',
    });
    expect(priceCharge(price({ platform_fee: null }))).toEqual({ total: 40000, fee: 0, feeNote: null });
  });
});
