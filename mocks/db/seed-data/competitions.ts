import type { CompetitionPriceRow, CompetitionRow, PaymentType } from '../schema';
import type { SeedContext } from './context';

type PriceWindow = Pick<CompetitionPriceRow, 'price' | 'installment_count' | 'platform_fee' | 'covers_platform_fee'> & {
  payment_type: PaymentType;
  start_date: string;
  end_date: string;
};

/** Windows close at the last millisecond of their last day. */
const endOfDay = (iso: string) => {
  const d = new Date(iso);
  d.setUTCHours(23, 59, 59, 999);
  return d.toISOString();
};

function addCompetition(ctx: SeedContext, competition: Omit<CompetitionRow, 'id'>, prices: PriceWindow[]) {
  const row: CompetitionRow = { id: ctx.id('competitions'), ...competition };
  ctx.db.competitions.push(row);
  for (const price of prices) {
    ctx.db.competitionPrices.push({
      id: ctx.id('competitionPrices'),
      competition_id: row.id,
      ...price,
      end_date: endOfDay(price.end_date),
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
 * around today so registration is always open in the demo (see clock.ts).
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
      registration_start: '2025-08-01T03:00:00.000Z',
      registration_end: '2025-10-10T02:59:59.999Z',
      start_date: '2025-10-18T09:00:00.000Z',
      end_date: '2025-10-19T20:00:00.000Z',
      created_at: '2025-07-15T12:00:00.000Z',
      updated_at: '2025-10-20T12:00:00.000Z',
    },
    [
      { ...transfer, price: 150_000, start_date: '2025-08-01T03:00:00.000Z', end_date: '2025-10-09T03:00:00.000Z' },
      { ...cash, price: 150_000, start_date: '2025-08-01T03:00:00.000Z', end_date: '2025-10-09T03:00:00.000Z' },
      { ...card, price: 160_000, installment_count: 3, covers_platform_fee: false, start_date: '2025-08-01T03:00:00.000Z', end_date: '2025-10-09T03:00:00.000Z' },
    ],
  );

  const registrationStart = clock.fromToday(-30, 3);
  const current = addCompetition(
    ctx,
    {
      name: 'Concurso Argentino de Pesca Embarcada del Paraná',
      edition: 13,
      description:
        'Decimotercera edición. Pesca variada embarcada con devolución, por equipos de tres pescadores con timonel habilitado. Categorías Menor, Dama y Familia.',
      registration_start: registrationStart,
      registration_end: endOfDay(clock.fromToday(30)),
      start_date: clock.fromToday(38, 9),
      end_date: clock.fromToday(39, 20),
      created_at: clock.fromToday(-45, 12),
      updated_at: clock.fromToday(-45, 12),
    },
    [
      // Early bird (already expired), current, and late windows of each type.
      { ...transfer, price: 180_000, start_date: registrationStart, end_date: clock.fromToday(-8) },
      { ...transfer, price: 210_000, start_date: clock.fromToday(-7, 0), end_date: clock.fromToday(10) },
      { ...transfer, price: 240_000, start_date: clock.fromToday(11, 0), end_date: clock.fromToday(30) },
      { ...cash, price: 210_000, start_date: registrationStart, end_date: clock.fromToday(10) },
      { ...cash, price: 240_000, start_date: clock.fromToday(11, 0), end_date: clock.fromToday(30) },
      { ...card, price: 190_000, installment_count: 3, covers_platform_fee: false, start_date: registrationStart, end_date: clock.fromToday(-8) },
      { ...card, price: 220_000, installment_count: 6, covers_platform_fee: false, start_date: clock.fromToday(-7, 0), end_date: clock.fromToday(10) },
      { ...card, price: 250_000, installment_count: 1, covers_platform_fee: true, start_date: clock.fromToday(11, 0), end_date: clock.fromToday(30) },
    ],
  );
  return { past, current };
}
