import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import PendingTransfersPage from '@/features/payments/admin/pending-transfers-page';
import ReconcilePage from '@/features/payments/admin/reconcile/reconcile-page';
import { href } from '@/lib/routing/routes';
import { demoPendingTransfers, demoStatementCsv } from '../../../../../scripts/demo-statement-csv';
import { recordBodies, renderScreen, signInAs } from '../../support';

/** Choosing files and pressing react-aria controls in happy-dom takes seconds on a busy machine. */
const TIMEOUT = 30_000;

/** The demo statement, written from the database the test runs against (the seed). */
const statementFile = () => new File([demoStatementCsv(db())], 'extracto-demo.csv', { type: 'text/csv' });
const chooseFile = async (user: ReturnType<typeof userEvent.setup>, file: File) => {
  await screen.findByRole('heading', { name: 'Elegí el extracto' });
  // FileTrigger's input is hidden: the button 'Elegir archivo' opens it, as the file dialog would.
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
};
const renderReconcile = () => renderScreen(<ReconcilePage title="Conciliar con el extracto" />, href('pendingTransfersReconcile'));
const status = (id: number) => db().transferPayments.find((t) => t.id === id)!.confirmation_status;

beforeEach(() => localStorage.clear());

describe('reconcile with the bank statement', { timeout: TIMEOUT }, () => {
  it("is offered on 'Transferencias a confirmar'", async () => {
    await signInAs('clientAdmin');
    renderScreen(<PendingTransfersPage title="Transferencias a confirmar" />, href('pendingTransfers'));
    expect(await screen.findByRole('link', { name: 'Conciliar con el extracto' })).toHaveAttribute('href', href('pendingTransfersReconcile'));
  });

  it('reads the file, asks the columns, shows the groups, confirms after the dialog and sums up', async () => {
    await signInAs('clientAdmin');
    const [a, b, c, d, e] = demoPendingTransfers(db());
    const confirms = recordBodies('patch', `/payments/transfer/${a!.id}/confirm`);
    const user = userEvent.setup();
    renderReconcile();
    await chooseFile(user, statementFile());

    // The columns, guessed from the header row; the first movement read back with them.
    const columns = await screen.findByRole('form', { name: 'Columnas del extracto' });
    expect(within(columns).getByText(/Así se lee el primer movimiento \(línea 6\)/)).toBeInTheDocument();
    await user.click(within(columns).getByRole('button', { name: 'Ver coincidencias' }));

    // The groups, with what agrees on each line.
    await screen.findByRole('heading', { name: 'Coinciden (3)' });
    const matched = screen.getByRole('list', { name: 'Líneas que coinciden' });
    expect(within(matched).getAllByRole('listitem')).toHaveLength(3);
    const first = within(matched).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(`Línea 6`);
    expect(first).toHaveTextContent(`${a!.team_name} · N.º de inscripción ${a!.registration_number}`);
    expect(within(first).getAllByText(/^(Referencia|Monto|CUIT)$/).map((n) => n.textContent)).toEqual(['Referencia', 'Monto', 'CUIT']);
    expect(screen.getByRole('heading', { name: 'Para revisar (1)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Líneas sin pareja' }).children).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Transferencias sin línea' })).toHaveTextContent(e!.team_name);
    expect(confirms).toEqual([]);

    // The line to review pays its transfer only once the admin picks it.
    expect(screen.getByRole('button', { name: 'Confirmar 3 transferencias' })).toBeInTheDocument();
    const review = screen.getByRole('radiogroup', { name: '¿Qué transferencia paga la línea 12?' });
    expect(within(review).getByRole('radio', { name: 'Ninguna: no confirmar esta línea' })).toBeChecked();
    await user.click(within(review).getByRole('radio', { name: new RegExp(d!.team_name) }));
    await user.click(screen.getByRole('button', { name: 'Confirmar 4 transferencias' }));

    const dialog = await screen.findByRole('alertdialog', { name: '¿Confirmar las transferencias?' });
    expect(dialog).toHaveTextContent('Vas a confirmar 4 transferencias por $ 720.000,00');
    expect(confirms).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar 4 transferencias' }));

    // Issue 31: the summary also says what still waits (e, no line names it).
    expect(await screen.findByRole('status')).toHaveTextContent('Se confirmaron 4 transferencias por $ 720.000,00. Queda 1 transferencia esperando confirmación.');
    expect(confirms).toEqual([{ admin_notes: 'Conciliado con el extracto: 17/11/2026, $ 180.000,00, línea 6' }]);
    expect([a, b, c, d, e].map((t) => status(t!.id))).toEqual(['confirmed', 'confirmed', 'confirmed', 'confirmed', 'pending']);
  });

  it('confirms nothing twice: the same file again finds those transfers no longer pending, with the columns remembered', async () => {
    await signInAs('clientAdmin');
    const file = statementFile();
    const user = userEvent.setup();
    renderReconcile();
    await chooseFile(user, file);
    await user.click(await screen.findByRole('button', { name: 'Ver coincidencias' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar 3 transferencias' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar 3 transferencias' }));
    await user.click(await screen.findByRole('button', { name: 'Conciliar otro extracto' }));

    const sent = recordBodies('patch', '/payments/transfer/:id/confirm');
    await chooseFile(user, file);
    // No columns asked: the same header row maps as last time.
    await screen.findByRole('heading', { name: 'Coinciden (0)' });
    expect(screen.queryByRole('form', { name: 'Columnas del extracto' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar 0 transferencias' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Líneas sin pareja' }).children).toHaveLength(6);
    expect(sent).toEqual([]);
  });

  it("lists what the server refused with its reason, and counts a confirm whose answer was lost as done once read back", async () => {
    await signInAs('clientAdmin');
    const [a, b] = demoPendingTransfers(db());
    server.use(
      http.patch(`*/api/payments/transfer/${a!.id}/confirm`, () =>
        HttpResponse.json({ statusCode: 403, message: paymentsApiMessages.ownApproval, data: null }, { status: 403 }),
      ),
      // Applied by the server, the answer lost on the way back: the retry meets 'not pending'.
      http.patch(
        `*/api/payments/transfer/${b!.id}/confirm`,
        async ({ request }) => {
          await getResponse(handlers, request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderReconcile();
    await chooseFile(user, statementFile());
    await user.click(await screen.findByRole('button', { name: 'Ver coincidencias' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar 3 transferencias' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar 3 transferencias' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^Se confirmaron 2 transferencias por \$ 360\.000,00\. 1 no se pudo confirmar\./);
    const refused = screen.getByRole('list', { name: 'Transferencias no confirmadas' });
    expect(refused).toHaveTextContent(`${a!.team_name} · N.º de inscripción ${a!.registration_number} · línea 6`);
    expect(refused).toHaveTextContent(paymentsApiMessages.ownApproval);
    expect(screen.getByRole('list', { name: 'Transferencias confirmadas' })).toHaveTextContent(`${b!.team_name}`);
    expect(screen.getByRole('list', { name: 'Transferencias confirmadas' })).toHaveTextContent('ya estaba confirmada');
    expect(status(a!.id)).toBe('pending');
    expect(status(b!.id)).toBe('confirmed');
  });

  it('says there is nothing to reconcile when no transfer is pending', async () => {
    await signInAs('clientAdmin');
    server.use(http.get('*/api/payments/transfer/pending', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
    renderReconcile();
    expect(await screen.findByRole('heading', { name: 'No hay transferencias a confirmar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elegir archivo' })).not.toBeInTheDocument();
  });

  it('says in Spanish why a file is not a statement, and lets another be chosen', async () => {
    await signInAs('clientAdmin');
    const user = userEvent.setup();
    renderReconcile();
    await chooseFile(user, new File(['hola'], 'nota.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos movimientos en el archivo.');
    await chooseFile(user, statementFile());
    await waitFor(() => expect(screen.getByRole('form', { name: 'Columnas del extracto' })).toBeInTheDocument());
  });
});
