import { describe, expect, it } from 'vitest';
import { transferShareText } from '@/features/payments/owner/transfer-share';

const details = {
  price: 210000,
  price_id: 4,
  transfer_alias: 'pesca.torneo.mp',
  cvu_cbu: '0000003100010000000001',
  bank_name: 'Banco Nación',
  account_holder: 'Asociación de Pesca del Paraná',
};

describe('transferShareText (WhatsApp, issues 22 and 31)', () => {
  it('carries the amount without decimals and until when it holds, the holder, alias, CVU/CBU, bank and the reference for the concept', () => {
    const text = transferShareText({
      details,
      competitionName: 'Torneo del Paraná 2026',
      registrationNumber: 1042,
      deadline: '2026-12-08T02:59:59.999Z',
      next: { start_date: '2026-12-08T03:00:00.000Z', amount: 240000 },
    });
    expect(text.split('\n')).toEqual([
      'Datos para pagar la inscripción en Torneo del Paraná 2026 por transferencia:',
      // 23:59 of 07/12 in Argentina (UTC-3), not the UTC day.
      'Monto: $\u00a0210.000 (hasta el 07/12/2026, 23:59; desde el 08/12, $\u00a0240.000)',
      'Titular: Asociación de Pesca del Paraná',
      'Alias: pesca.torneo.mp',
      'CVU/CBU: 0000003100010000000001',
      'Banco: Banco Nación',
      'En el concepto escribí el número de inscripción: 1042',
    ]);
  });

  it('leaves out what is not known instead of writing placeholders', () => {
    const text = transferShareText({ details, competitionName: null, registrationNumber: null, deadline: null });
    expect(text).toBe(
      [
        'Datos para pagar la inscripción por transferencia:',
        'Monto: $\u00a0210.000',
        'Titular: Asociación de Pesca del Paraná',
        'Alias: pesca.torneo.mp',
        'CVU/CBU: 0000003100010000000001',
        'Banco: Banco Nación',
      ].join('\n'),
    );
  });
});
