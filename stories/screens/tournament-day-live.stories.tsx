import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '../../mocks/db/store';
import { resetDemoDb } from '../../mocks/db/reset';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { LiveBoard } from '../../src/features/tournament-day/live/live-page';
import { AriaRouter } from '../../src/app/aria-router';
import { neverAnswers, serverError } from '../support/responses';
import { signedOutLoader } from '../support/session';
import { dayCatches } from '../support/tournament-day';

/* Issue 35: the public live leaderboard (no sign-in) and its projector mode. */

resetDemoDb();
/** The seeded current competition, named in the address: once over, another may become current. */
const competitionId = currentCompetition(db())!.id;

/** The page reads ?competencia and ?pantalla: a memory router with its query string. */
const at =
  (search: string): Decorator =>
  (Story) => {
    const location = memoryLocation({ path: `/en-vivo?${search}` });
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AriaRouter>
          <Story />
        </AriaRouter>
      </Router>
    );
  };

const meta = {
  title: 'Pantallas/Día del torneo/Tabla en vivo',
  component: LiveBoard,
  decorators: [at(`competencia=${competitionId}`)],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { proyector: { name: 'Proyector 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' } } },
  },
} satisfies Meta<typeof LiveBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnJuego: Story = {
  name: 'En juego',
  loaders: [signedOutLoader],
  beforeEach: dayCatches('live'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overall = await canvas.findByRole('table', { name: 'Clasificación general' });
    await expect(within(overall).getAllByRole('row').length).toBe(4);
    await expect(canvas.getByRole('table', { name: 'Pieza mayor por especie' })).toBeVisible();
    await expect(canvas.getByText(/En juego: termina el/)).toBeVisible();
  },
};

export const SinCapturas: Story = {
  name: 'Sin piezas aceptadas',
  loaders: [signedOutLoader],
  beforeEach: dayCatches('live', []),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Todavía no hay piezas aceptadas por el jurado.')).length).toBeGreaterThan(0);
  },
};

/** On a phone, with nothing accepted yet: each table's sentence wraps inside the screen (it was cut off at its edge). */
export const SinCapturasTelefono: Story = {
  name: 'Sin piezas aceptadas, en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  loaders: [signedOutLoader],
  beforeEach: dayCatches('live', []),
  play: async ({ canvasElement }) => {
    const sentences = await within(canvasElement).findAllByText('Todavía no hay piezas aceptadas por el jurado.');
    const screenWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const sentence of sentences) await expect(sentence.getBoundingClientRect().right).toBeLessThanOrEqual(screenWidth);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const AntesDelInicio: Story = {
  name: 'Antes del inicio: cuenta regresiva',
  loaders: [signedOutLoader],
  beforeEach: dayCatches('before', []),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('timer')).toHaveTextContent(/^2 d /);
  },
};

export const Provisoria: Story = {
  name: 'Terminada: posiciones provisorias',
  loaders: [signedOutLoader],
  beforeEach: dayCatches('ended'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/provisorias hasta que la organización publique/)).toBeVisible();
  },
};

export const Pantalla: Story = {
  name: 'Modo pantalla (proyector 1920×1080)',
  decorators: [at(`competencia=${competitionId}&pantalla=1`)],
  globals: { viewport: { value: 'proyector', isRotated: false } },
  loaders: [signedOutLoader],
  beforeEach: dayCatches('live'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Clasificación general' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Pieza mayor por especie' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar la rotación' }));
    await expect(canvas.getByRole('button', { name: 'Continuar la rotación' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Tabla siguiente' }));
    await expect(canvas.getByRole('table', { name: 'Pieza mayor por especie' })).toBeVisible();
  },
};

export const PantallaTelefono: Story = {
  name: 'Modo pantalla en un teléfono',
  decorators: [at(`competencia=${competitionId}&pantalla=1`)],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  loaders: [signedOutLoader],
  beforeEach: dayCatches('live'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Clasificación general' })).toBeVisible();
    // The page does not scroll sideways: a wide table scrolls inside its own region.
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth + 1);
  },
};

export const Cargando: Story = {
  loaders: [signedOutLoader],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/leaderboard', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [signedOutLoader],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/leaderboard', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudo cargar la tabla en vivo; intentá de nuevo.')).toBeVisible();
  },
};
