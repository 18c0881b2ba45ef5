import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { OfflineStatus } from '@/app/layout/offline-status';
import PageLoadFailed from '@/app/page-load-failed';
import { connectionMessages } from '@/ui/connection-messages';
import { LoadingView } from '@/ui/loading-view';

/*
 * Issue 19: what the app says about the connection. The offline status follows the browser's
 * online/offline events (the story sends them); a page whose code did not load offers to try
 * again, and does so by itself when the connection returns.
 */
const meta = {
  title: 'App/Conexión',
  component: OfflineStatus,
} satisfies Meta<typeof OfflineStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Online: an empty polite live region, present so the change is announced later. */
export const EnLinea: Story = {
  name: 'En línea',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Offline: the bar along the bottom says so; back online it empties. */
export const SinConexion: Story = {
  name: 'Sin conexión',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(status).toHaveTextContent(connectionMessages.offline));
    // Back to the browser's own answer (online in the test browser) before the next story.
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};

/** A page whose code did not load (offline, or its file gone after a deploy): Spanish, no raw error text. */
export const PantallaSinCargar: Story = {
  name: 'Pantalla que no cargó',
  render: () => <PageLoadFailed isCodeMissing onRetry={() => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar esta pantalla');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
  },
};

/** A page that failed while rendering: the same heading, without the connection advice. */
export const PantallaConError: Story = {
  name: 'Pantalla con error',
  render: () => <PageLoadFailed isCodeMissing={false} onRetry={() => {}} />,
};

/** A screen's first load over several reads (LoadingView): the labelled wheel while they go out. */
export const CargaDeVariasLecturas: Story = {
  name: 'Carga de varias lecturas',
  render: () => <LoadingView label="Cargando la competencia…" queries={[{ fetchStatus: 'fetching' }, { fetchStatus: 'idle' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando la competencia…' })).toBeVisible();
  },
};

/** The same load with one read paused offline: it says it waits for the connection. */
export const CargaEsperandoConexion: Story = {
  name: 'Carga esperando la conexión',
  render: () => <LoadingView label="Cargando la competencia…" queries={[{ fetchStatus: 'fetching' }, { fetchStatus: 'paused' }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(connectionMessages.waitingForConnection);
  },
};
