import { describe, expect, it } from 'vitest';
import { transferShareText } from '@/features/payments/owner/transfer-share';

const details = { price: 210000, price_id: 4, transfer_alias: 'pesca.torneo.mp', cvu_cbu: '0000003100010000000001', bank_name: 'Banco Nación' };

describe('transferShareText (WhatsApp, issue 22)', () => {
  it('carries the amount without decimals, alias, CVU/CBU, bank, the reference for the concept and the Argentine deadline', () => {
    const text = transferShareText({ details, competitionName: 'Torneo del Paraná 2026', registrationNumber: 1042, deadline: '2026-12-26T02:59:59.999Z' });
    expect(text.split('\n')).toEqual([
      'Datos para pagar la inscripción en Torneo del Paraná 2026 por transferencia:',
      'Monto: $\u00a0210.000',
      'Alias: pesca.torneo.mp',
      'CVU/CBU: 0000003100010000000001',
      'Banco: Banco Nación',
      'En el concepto escribí el número de inscripción: 1042',
      // 23:59 of 25/12 in Argentina (UTC-3), not the UTC day.
      'Se puede pagar hasta el 25/12/2026, 23:59.',
    ]);
  });

  it('leaves out what is not known instead of writing placeholders', () => {
    const text = transferShareText({ details, competitionName: null, registrationNumber: null, deadline: null });
    expect(text).toBe(
      ['Datos para pagar la inscripción por transferencia:', 'Monto: $\u00a0210.000', 'Alias: pesca.torneo.mp', 'CVU/CBU: 0000003100010000000001', 'Banco: Banco Nación'].join('\n'),
    );
  });
});
