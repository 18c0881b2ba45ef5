import type { CompetitionPriceRow, CompetitionRow, PaymentType } from '../schema';
import type { SeedContext } from './context';

type PriceWindow = Pick<CompetitionPriceRow, 'price' | 'installment_count' | 'platform_fee' | 'covers_platform_fee'> & {
  payment_type: PaymentType;
  start_date: string;
  end_date: string;
};

function addCompetition(ctx: SeedContext, competition: Omit<CompetitionRow, 'id'>, prices: PriceWindow[]) {
  const row: CompetitionRow = { id: ctx.id('competitions'), ...competition };
  ctx.db.competitions.push(row);
  for (const price of prices) {
    ctx.db.competitionPrices.push({
      id: ctx.id('competitionPrices'),
      competition_id: row.id,
      ...price,
      created_at: competition.created_at,
      updated_at: competition.created_at,
    });
  }
  return row;
}

const cash = { payment_type: 'cash', installment_count: 1, platform_fee: null, covers_platform_fee: false } as const;
const transfer = { payment_type: 'transfer', installment_count: 1, platform_fee: null, covers_platform_fee: false } as const;
const card = { payment_type: 'mercadopago', platform_fee: 5 } as const;

/**
 * Competition 1 finished in October 2025 (fixed dates; it has the published results).
 * Competition 2 is the current one: its registration window and price windows are placed
 * around today so registration is always open in the demo (see clock.ts). Periods are whole
 * Argentine days (00:00 to 23:59:59.999, stored with the -03:00 offset, decision 0038); the
 * competition starts and ends at a time of day.
 */
export function seedCompetitions(ctx: SeedContext) {
  const { clock } = ctx;
  const past = addCompetition(
    ctx,
    {
      name: 'Concurso Argentino de Pesca Embarcada del Paraná',
      edition: 12,
      description:
        'Pesca variada embarcada con devolución, por equipos de tres pescadores. Largada y llegada en la costanera de San Pedro.',
      registration_start: '2025-08-01T00:00:00.000-03:00',
      registration_end: '2025-10-09T23:59:59.999-03:00',
      start_date: '2025-10-18T06:00:00.000-03:00',
      end_date: '2025-10-19T17:00:00.000-03:00',
      created_at: '2025-07-15T12:00:00.000Z',
      updated_at: '2025-10-20T12:00:00.000Z',
    },
    [
      { ...transfer, price: 150_000, start_date: '2025-08-01T00:00:00.000-03:00', end_date: '2025-10-09T23:59:59.999-03:00' },
      { ...cash, price: 150_000, start_date: '2025-08-01T00:00:00.000-03:00', end_date: '2025-10-09T23:59:59.999-03:00' },
      { ...card, price: 160_000, installment_count: 3, covers_platform_fee: false, start_date: '2025-08-01T00:00:00.000-03:00', end_date: '2025-10-09T23:59:59.999-03:00' },
    ],
  );

  const registrationStart = clock.dayStart(-30);
  const current = addCompetition(
    ctx,
    {
      name: 'Concurso Argentino de Pesca Embarcada del Paraná',
      edition: 13,
      description:
        'Decimotercera edición. Pesca variada embarcada con devolución, por equipos de tres pescadores con timonel habilitado. Categorías Menor, Dama y Familia.',
      registration_start: registrationStart,
      registration_end: clock.dayEnd(30),
      start_date: clock.argentineTime(38, '06:00'),
      end_date: clock.argentineTime(39, '17:00'),
      created_at: clock.fromToday(-45, 12),
      updated_at: clock.fromToday(-45, 12),
    },
    [
      // Early bird (already expired), current, and late windows of each type.
      { ...transfer, price: 180_000, start_date: registrationStart, end_date: clock.dayEnd(-8) },
      { ...transfer, price: 210_000, start_date: clock.dayStart(-7), end_date: clock.dayEnd(10) },
      { ...transfer, price: 240_000, start_date: clock.dayStart(11), end_date: clock.dayEnd(30) },
      { ...cash, price: 210_000, start_date: registrationStart, end_date: clock.dayEnd(10) },
      { ...cash, price: 240_000, start_date: clock.dayStart(11), end_date: clock.dayEnd(30) },
      { ...card, price: 190_000, installment_count: 3, covers_platform_fee: false, start_date: registrationStart, end_date: clock.dayEnd(-8) },
      { ...card, price: 220_000, installment_count: 6, covers_platform_fee: false, start_date: clock.dayStart(-7), end_date: clock.dayEnd(10) },
      { ...card, price: 250_000, installment_count: 1, covers_platform_fee: true, start_date: clock.dayStart(11), end_date: clock.dayEnd(30) },
    ],
  );
  return { past, current };
}
