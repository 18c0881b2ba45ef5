import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db/store';
import { completeMapping, guessMapping } from '@/features/payments/admin/reconcile/column-mapping';
import ReconcilePage from '@/features/payments/admin/reconcile/reconcile-page';
import { href } from '@/lib/routing/routes';
import { demoPendingTransfers, demoStatementCsv } from '../../../../../scripts/demo-statement-csv';
import { recordBodies, renderScreen, signInAs } from '../../support';

/** Issue 31: reconciliation's loose ends. */
const TIMEOUT = 30_000;

const statementFile = (csv = demoStatementCsv(db())) => new File([csv], 'extracto-demo.csv', { type: 'text/csv' });
const status = (id: number) => db().transferPayments.find((t) => t.id === id)!.confirmation_status;

async function openGroups(user: ReturnType<typeof userEvent.setup>, file = statementFile()) {
  renderScreen(<ReconcilePage title="Conciliar con el extracto" />, href('pendingTransfersReconcile'));
  await screen.findByRole('heading', { name: 'Elegí el extracto' });
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  await user.click(await screen.findByRole('button', { name: 'Ver coincidencias' }));
  await screen.findByRole('heading', { name: /^Coinciden/ });
}

beforeEach(() => localStorage.clear());

describe('reconciliation loose ends (issue 31)', { timeout: TIMEOUT }, () => {
  it('pairs a line without a match by hand with the pending transfer no line names, and sums up with team numbers and what still waits', async () => {
    await signInAs('clientAdmin');
    const [, , , d, e] = demoPendingTransfers(db());
    const user = userEvent.setup();
    await openGroups(user);

    const unmatched = screen.getByRole('list', { name: 'Líneas sin pareja' });
    const firstLine = within(unmatched).getAllByRole('listitem')[0]!;
    const lineNumber = within(firstLine).getByText(/^Línea \d+$/).textContent!.replace('Línea ', '');
    await user.click(within(firstLine).getByRole('button', { name: new RegExp(`Transferencia que paga la línea ${lineNumber}`) }));
    await user.click(await screen.findByRole('option', { name: new RegExp(e!.team_name) }));
    await user.click(screen.getByRole('button', { name: 'Confirmar 4 transferencias' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar 4 transferencias' }));

    const summary = await screen.findByRole('status');
    await waitFor(() => expect(summary).toHaveTextContent('Queda 1 transferencia esperando confirmación.'));
    expect(status(e!.id)).toBe('confirmed');
    expect(status(d!.id)).toBe('pending');
    const confirmed = screen.getByRole('list', { name: 'Transferencias confirmadas' });
    const eRow = within(confirmed).getAllByRole('listitem').find((li) => li.textContent?.includes(e!.team_name))!;
    const teamNumber = db().teamCompetitions.find((tc) => tc.registration_number === e!.registration_number && tc.team_id === e!.team_id)!.team_number;
    expect(teamNumber).not.toBeNull();
    expect(eRow).toHaveTextContent(`línea ${lineNumber} · recibió el N.º de equipo ${teamNumber}`);
  });

  it("rejects a transfer to review with its reason, from 'Para revisar'", async () => {
    await signInAs('clientAdmin');
    const [, , , d] = demoPendingTransfers(db());
    const rejected = recordBodies('patch', `/payments/transfer/${d!.id}/reject`);
    const user = userEvent.setup();
    await openGroups(user);

    await user.click(screen.getByRole('button', { name: `Rechazar la transferencia de ${d!.team_name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la transferencia' });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Rechazar transferencia']);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar transferencia' }));
    expect(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(rejected).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'El monto acreditado es otro');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar transferencia' }));
    await waitFor(() => expect(status(d!.id)).toBe('rejected'));
    expect(rejected).toEqual([{ rejection_reason: 'El monto acreditado es otro', admin_notes: null }]);
    // The transfer leaves the groups: no line can pay it any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: `Rechazar la transferencia de ${d!.team_name}` })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Para revisar (0)' })).toBeInTheDocument();
  });
});

describe("the statement's columns (issue 31)", () => {
  it("never maps 'Más detalle' to the concept's column", () => {
    expect(guessMapping(['Fecha', 'Concepto', 'Detalle', 'Importe'])).toMatchObject({ concept: 1, detail: 2 });
    expect(guessMapping(['Fecha', 'Concepto', 'Importe']).detail).toBeNull();
    expect(completeMapping({ date: 0, concept: 1, detail: 1, amount: 2, cuit: null })).toEqual({ date: 0, concept: 1, detail: null, amount: 2, cuit: null });
  });

  it("does not offer the concept's column for 'Más detalle', so the preview never repeats the concept", async () => {
    await signInAs('clientAdmin');
    const user = userEvent.setup();
    renderScreen(<ReconcilePage title="Conciliar con el extracto" />, href('pendingTransfersReconcile'));
    await screen.findByRole('heading', { name: 'Elegí el extracto' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, statementFile());
    const form = await screen.findByRole('form', { name: 'Columnas del extracto' });
    await user.click(within(form).getByRole('button', { name: /Más detalle/ }));
    expect(await screen.findByRole('option', { name: 'Concepto' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Comprobante' }));
    const preview = within(form).getByText(/^Concepto:/);
    const concept = preview.textContent!.replace('Concepto: ', '').split(' · ');
    expect(new Set(concept).size).toBe(concept.length);
  });
});
