import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Price, RegisteredCompetition } from '@contracts/entities/competitions';
import { PaymentPanel } from '@/features/competitions/owner/payment-panel';
import { href } from '@/lib/routing/routes';
import { renderPage } from '../../support';

const NOW = new Date('2026-11-20T15:00:00Z');
const price = (over: Partial<Price>): Price => ({
  id: 1,
  price: 40000,
  installment_count: 1,
  start_date: '2026-11-01T03:00:00.000Z',
  end_date: '2026-12-01T02:59:00.000Z',
  payment_type: 'transfer',
  platform_fee: null,
  covers_platform_fee: false,
  competition_id: 7,
  ...over,
});
const prices = [
  price({ id: 1, end_date: '2026-11-10T02:59:00.000Z', price: 30000 }),
  price({ id: 2 }),
  price({ id: 3, payment_type: 'mercadopago', price: 45000 }),
  price({ id: 4, payment_type: 'cash', start_date: '2026-12-01T03:00:00.000Z', end_date: '2026-12-20T02:59:00.000Z' }),
];
const registration = (over: Partial<RegisteredCompetition>) =>
  ({ id: 7, prices, status: 'registered', payment_status: 'unpaid', team_number: null, registration_number: 12, settled_payment: null, ...over }) as RegisteredCompetition;

const renderPanel = (reg: RegisteredCompetition) =>
  renderPage(<PaymentPanel competition={reg} registration={reg} canAct now={NOW} />, '/dashboard/competitions');

describe('the payment panel of an unpaid team', () => {
  it('offers only the prices payable today, the valid transfer chosen, and lists the others apart', () => {
    renderPanel(registration({}));
    const group = screen.getByRole('radiogroup', { name: 'Elegí cómo pagar' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Transferencia bancaria/),
      expect.stringMatching(/^Tarjeta/),
    ]);
    expect(radios[0]).toBeChecked();
    // The action comes right after the choice, before the windows that cannot be paid today.
    const action = screen.getByRole('link', { name: 'Pagar por transferencia' });
    const others = screen.getByRole('heading', { name: /Otros plazos/ });
    expect(action.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const list = others.parentElement!;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Transferencia bancaria.*Plazo vencido/),
      expect.stringMatching(/^Efectivo/),
    ]);
  });

  it('says so when no window is open today', () => {
    renderPanel(registration({ prices: [prices[0]!, prices[3]!] }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Hoy no hay un plazo de pago abierto.')).toBeInTheDocument();
  });
});

describe('the payment panel of a settled team', () => {
  it.each([
    ['paid', 'La inscripción está pagada.'],
    ['exempt', 'El equipo está exento del pago de la inscripción.'],
  ] as const)('%s: says so, and shows no prices', (payment_status, text) => {
    renderPanel(registration({ status: 'accepted', payment_status, team_number: 31, settled_payment: null }));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Transferencia bancaria|Tarjeta/)).not.toBeInTheDocument();
  });

  it('a paid team reads what it paid, how and when', () => {
    renderPanel(
      registration({
        status: 'accepted',
        payment_status: 'paid',
        team_number: 31,
        settled_payment: { payment_type: 'transfer', amount: 210000, approved_at: '2026-11-21T19:05:00.000Z' },
      }),
    );
    expect(screen.getByText('Pagaste $ 210.000,00 por transferencia; el pago se aprobó el 21/11/2026, 16:05.')).toBeInTheDocument();
  });
});

describe('the payment panel of a team with a payment in progress (issue 31)', () => {
  it('shows what was declared, who checks it and how long it takes, what to do after a mistake, and no prices', () => {
    renderPanel(
      registration({
        status: 'payment_in_progress',
        payment_status: 'pending',
        registration_number: 39,
        declared_payment: {
          payment_type: 'transfer',
          amount: 210000,
          declared_at: '2026-11-20T14:30:00.000Z',
          payer_name: 'Ana Pérez',
          payer_document: '27-12345678-3',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Tu pago está en proceso' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(facts).toEqual({
      'Forma de pago': 'Transferencia bancaria',
      'Monto informado': '$\u00a0210.000',
      'Referencia (número de inscripción)': '39',
      'Quién transfirió': 'Ana Pérez (CUIT 27-12345678-3)',
      'Informado el': '20/11/2026, 11:30',
    });
    expect(screen.getByText(/compara tu transferencia con los movimientos de la cuenta del banco. Suele tardar uno o dos días hábiles/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', href('help'));
    expect(screen.getByText(/¿Te equivocaste en el monto o en los datos\? No vuelvas a pagar/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/Válido del/)).not.toBeInTheDocument();
  });
});
