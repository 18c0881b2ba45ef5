import { describe, expect, it } from 'vitest';
import { teamCompetitionStatus } from '@/lib/team/team-competition-status';

describe('teamCompetitionStatus (SPEC §4, decision 0063)', () => {
  it.each([
    ['accepted', 'paid', 'Pagado'],
    // Issue 31: an exempt team read 'Pagado' beside 'Total pagado $ 0,00'; it reads its exemption.
    ['accepted', 'exempt', 'Exento de Pago'],
    ['registered', 'paid', 'Pagado - Pendiente de Aceptación'],
    ['registered', 'unpaid', 'Registrado'],
    ['payment_in_progress', 'unpaid', 'Pago en Progreso'],
    ['payment_in_progress', 'pending', 'Pago en Progreso'],
    ['registered', 'pending', 'Pago en Progreso'],
    ['registered', 'exempt', 'Exento de Pago'],
    ['accepted', 'unpaid', 'Estado Desconocido'],
    ['accepted', 'pending', 'Pago en Progreso'],
  ] as const)('%s + %s reads "%s"', (status, payment_status, label) => {
    expect(teamCompetitionStatus({ status, payment_status }).label).toBe(label);
  });

  it("reads a team not in the competition as 'Sin inscribir'", () => {
    expect(teamCompetitionStatus(null)).toEqual({ state: 'not_registered', label: 'Sin inscribir', tone: 'neutral' });
  });

  it('gives a badge tone with the label', () => {
    expect(teamCompetitionStatus({ status: 'accepted', payment_status: 'paid' }).tone).toBe('success');
    expect(teamCompetitionStatus({ status: 'payment_in_progress', payment_status: 'pending' }).tone).toBe('warning');
  });
});
