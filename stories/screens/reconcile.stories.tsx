import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentsApiMessages } from '../../contracts/payments-messages';
import { db } from '../../mocks/db/store';
import ReconcilePage from '../../src/features/payments/admin/reconcile/reconcile-page';
import { href } from '../../src/lib/routing/routes';
import { demoPendingTransfers, demoStatementCsv } from '../../scripts/demo-statement-csv';
import { fitsTheScreen, phoneViewport } from '../support/phone';
import { neverAnswers, serverError } from '../support/responses';
import { withRouter } from '../support/router';
import { sessionLoader } from '../support/session';

/* Issue 22: reconcile the pending transfers with the bank's statement, as the client admin. */

const meta = {
  title: 'Pantallas/Conciliar con el extracto',
  component: ReconcilePage,
  args: { title: 'Conciliar con el extracto' },
  decorators: [withRouter(href('pendingTransfersReconcile'))],
  loaders: [sessionLoader('clientAdmin')],
  beforeEach() {
    // Each story starts without a remembered column mapping (it lives in localStorage, like the session).
    for (const key of Object.keys(localStorage)) if (key.startsWith('pesca.reconcile.')) localStorage.removeItem(key);
  },
} satisfies Meta<typeof ReconcilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { canvasElement: HTMLElement };

/** Chooses a file the way the file dialog would: on FileTrigger's hidden input. */
async function choose({ canvasElement }: Canvas, file: File) {
  await within(canvasElement).findByRole('button', { name: 'Elegir archivo' });
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
}
/** The demo statement, from the database the story runs against (the seed). */
const demoFile = () => new File([demoStatementCsv(db())], 'extracto-demo.csv', { type: 'text/csv' });

async function toGroups(context: Canvas) {
  await choose(context, demoFile());
  await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'Ver coincidencias' }));
  await within(context.canvasElement).findByRole('heading', { name: 'Coinciden (3)' });
}

async function confirmMatched(context: Canvas) {
  await toGroups(context);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Confirmar 3 transferencias' }));
  const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '¿Confirmar las transferencias?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar 3 transferencias' }));
}

/** Before a file: where to drop it, the button that opens the file dialog, and the demo's sample. */
export const SinArchivo: Story = {
  name: 'Sin archivo',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'extracto de demostración' })).toHaveAttribute('href', '/demo/extracto-demo.csv');
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar las pendientes',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** No transfer waits: nothing to reconcile, no file asked. */
export const SinPendientes: Story = {
  name: 'Sin transferencias pendientes',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No hay transferencias a confirmar' })).toBeVisible();
  },
};

/** A file that is not a statement: said in Spanish above the picker, which stays. */
export const ErrorDeArchivo: Story = {
  name: 'Error al leer el archivo',
  play: async (context) => {
    await choose(context, new File(['%PDF-1.4 no es un CSV'], 'extracto.pdf', { type: 'text/csv' }));
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent('No encontramos movimientos en el archivo.');
  },
};

/** The columns, guessed from the header row, and the first movement read with them. */
export const Columnas: Story = {
  play: async (context) => {
    await choose(context, demoFile());
    const form = await within(context.canvasElement).findByRole('form', { name: 'Columnas del extracto' });
    await expect(within(form).getByText(/Así se lee el primer movimiento/)).toBeVisible();
  },
};

/** The three groups: matched (ticked), to review (the admin picks), without pair. */
export const Grupos: Story = {
  name: 'Grupos',
  play: async (context) => {
    await toGroups(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Para revisar (1)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar 3 transferencias' })).toBeEnabled();
  },
};

/** The same on a phone: every row whole, nothing wider than the screen. */
/** Issue 31: a line without a match paired by hand with the pending transfer no line names. */
export const EmparejadaAMano: Story = {
  name: 'Línea emparejada a mano',
  play: async (context) => {
    await toGroups(context);
    const canvas = within(context.canvasElement);
    const transfer = demoPendingTransfers(db()).at(-1)!;
    const line = within(canvas.getByRole('list', { name: 'Líneas sin pareja' })).getAllByRole('listitem')[0]!;
    await userEvent.click(within(line).getByRole('button', { name: /Transferencia que paga la línea/ }));
    await userEvent.click(await within(context.canvasElement.ownerDocument.body).findByRole('option', { name: new RegExp(transfer.team_name) }));
    await expect(canvas.getByRole('button', { name: 'Confirmar 4 transferencias' })).toBeEnabled();
  },
};

/** Issue 31: 'Para revisar' rejects a transfer with its reason. */
export const RechazarDesdeRevisar: Story = {
  name: 'Rechazar desde «Para revisar»',
  play: async (context) => {
    await toGroups(context);
    const transfer = demoPendingTransfers(db())[3]!;
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: `Rechazar la transferencia de ${transfer.team_name}` }));
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Rechazar la transferencia' });
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Rechazar transferencia']);
  },
};

export const Telefono: Story = {
  name: 'Teléfono',
  ...phoneViewport,
  play: async (context) => {
    await toGroups(context);
    await waitFor(() => expect(fitsTheScreen()).toBe(true));
  },
};

/** While the confirmations run: the progress bar. */
export const Confirmando: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/payments/transfer/:id/confirm', neverAnswers));
  },
  play: async (context) => {
    await confirmMatched(context);
    await expect(await within(context.canvasElement).findByRole('progressbar', { name: /Transferencias confirmadas/ })).toBeVisible();
  },
};

/** The summary: what was confirmed and, per transfer, why the server refused the rest. */
export const ResumenConRechazos: Story = {
  name: 'Resumen con rechazos',
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/payments/transfer/:id/confirm', ({ params }) =>
        Number(params.id) === demoPendingTransfers(db())[0]?.id
          ? HttpResponse.json({ statusCode: 403, message: paymentsApiMessages.ownApproval, data: null }, { status: 403 })
          : undefined,
      ),
    );
  },
  play: async (context) => {
    await confirmMatched(context);
    const refused = await within(context.canvasElement).findByRole('list', { name: 'Transferencias no confirmadas' });
    await expect(refused).toHaveTextContent(paymentsApiMessages.ownApproval);
  },
};
