import { describe, expect, it } from 'vitest';
import { cardPaymentMethodLabel, cardStatusDetailLabel } from '@/lib/labels/card-provider-codes';

describe("Mercado Pago's codes in Spanish", () => {
  it.each([
    ['accredited', 'Acreditado'],
    ['cc_rejected_insufficient_amount', 'Rechazado: fondos insuficientes'],
    ['pending_review_manual', 'En revisión manual de Mercado Pago'],
    ['by_payer', 'Cancelado por quien pagaba'],
  ])('status detail %s reads "%s"', (code, label) => expect(cardStatusDetailLabel(code)).toBe(label));

  it.each([
    ['master', 'Mastercard'],
    ['debvisa', 'Visa Débito'],
    ['account_money', 'Dinero en cuenta de Mercado Pago'],
  ])('payment method %s reads "%s"', (code, label) => expect(cardPaymentMethodLabel(code)).toBe(label));

  it('keeps a code it does not know as sent', () => {
    expect(cardStatusDetailLabel('cc_rejected_new')).toBe('cc_rejected_new');
    expect(cardPaymentMethodLabel('newcard')).toBe('newcard');
  });
});
