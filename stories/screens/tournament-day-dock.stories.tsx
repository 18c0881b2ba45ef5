import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { checkInMessages } from '../../contracts/check-ins-messages';
import { db } from '../../mocks/db/store';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { depart, giveBack, registrationAtDock } from '../../mocks/rules/dock';
import DockPage from '../../src/features/tournament-day/dock/dock-page';
import { dockTexts } from '../../src/features/tournament-day/dock/dock-texts';
import { scannerMessages } from '../../src/features/tournament-day/shared/scanner-messages';
import { href } from '../../src/lib/routing/routes';
import type { DemoAccountKey } from '../../mocks/demo-accounts';
import { signInAs } from '../support/session';
import { withRouter } from '../support/router';
import { fitsTheScreen, phoneViewport } from '../support/phone';
import { neverAnswers, serverError } from '../support/responses';

/* Issue 35: the dock on the tournament day (/dashboard/check-in), for the judge and the admins. */
const meta = {
  title: 'Pantallas/Control de muelle',
  component: DockPage,
  args: { title: 'Control de muelle' },
  decorators: [withRouter(href('checkIn'))],
} satisfies Meta<typeof DockPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Teams 1–4 out and 5–6 back, recorded by the mock's own rules (in beforeEach: the seed is restored after the loaders). */
const dayUnderWay = () => {
  const id = currentCompetition(db())!.id;
  const morning = new Date(Date.now() - 5 * 3600 * 1000).toISOString();
  const now = new Date().toISOString();
  for (const n of [1, 2, 3, 4, 5, 6]) depart(db(), registrationAtDock(db(), id, { team_number: n }), 1, morning, now);
  for (const n of [5, 6]) giveBack(db(), registrationAtDock(db(), id, { team_number: n }), 1, now, now);
};
const justSignedIn = (key: DemoAccountKey) => async () => {
  await signInAs(key);
  return {};
};

const openTeam = async (canvasElement: HTMLElement, n: number) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('tablist', { name: dockTexts.lists }, { timeout: 5000 });
  await userEvent.type(canvas.getByRole('textbox', { name: dockTexts.number }), String(n));
  await userEvent.click(canvas.getByRole('button', { name: dockTexts.find }));
};

export const Fiscal: Story = {
  name: 'En el agua (fiscal)',
  loaders: [justSignedIn('judge')],
  beforeEach: dayUnderWay,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: `${dockTexts.out} (4)`, selected: true }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: `${dockTexts.out}: 4` })).toBeVisible();
  },
};

export const Administrador: Story = {
  name: 'Sin salir todavía (administrador)',
  loaders: [justSignedIn('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: `${dockTexts.out} (0)` }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: new RegExp(`^${dockTexts.notArrived}`), selected: true })).toBeVisible();
  },
};

export const EquipoParaSalir: Story = {
  name: 'Equipo a confirmar: registrar salida',
  loaders: [justSignedIn('judge')],
  beforeEach: dayUnderWay,
  play: async ({ canvasElement }) => {
    await openTeam(canvasElement, 7);
    const card = await within(canvasElement).findByRole('region', { name: /^Equipo 7 · / });
    await expect(within(card).getByRole('button', { name: dockTexts.depart })).toBeVisible();
  },
};

export const SalidaRegistrada: Story = {
  name: 'Salida registrada',
  loaders: [justSignedIn('judge')],
  beforeEach: dayUnderWay,
  play: async ({ canvasElement }) => {
    await openTeam(canvasElement, 7);
    const card = await within(canvasElement).findByRole('region', { name: /^Equipo 7 · / });
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.depart }));
    await expect(await within(card).findByText(new RegExp(`^${checkInMessages.out}: `))).toBeVisible();
  },
};

export const Rechazo: Story = {
  name: 'Rechazo del servidor (ya volvió)',
  loaders: [justSignedIn('judge')],
  beforeEach({ msw }) {
    dayUnderWay();
    msw.use(http.post('*/api/check_ins/return', () => HttpResponse.json({ statusCode: 409, message: checkInMessages.alreadyBack }, { status: 409 })));
  },
  play: async ({ canvasElement }) => {
    await openTeam(canvasElement, 2);
    const card = await within(canvasElement).findByRole('region', { name: /^Equipo 2 · / });
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.return }));
    await expect(await within(card).findByRole('alert')).toHaveTextContent(checkInMessages.alreadyBack);
  },
};

export const SinRespuesta: Story = {
  name: 'Sin respuesta: reintentar',
  loaders: [justSignedIn('judge')],
  beforeEach({ msw }) {
    dayUnderWay();
    msw.use(http.post('*/api/check_ins', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await openTeam(canvasElement, 8);
    const card = await within(canvasElement).findByRole('region', { name: /^Equipo 8 · / });
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.depart }));
    await expect(await within(card).findByText(dockTexts.unknownOutcome)).toBeVisible();
    await expect(within(card).getByRole('button', { name: dockTexts.retry })).toBeVisible();
  },
};

/** The browser refuses the camera (the person said no, or a policy): the scanner says so in Spanish and the number stays. */
export const CamaraDenegada: Story = {
  name: 'Cámara denegada',
  loaders: [justSignedIn('judge')],
  beforeEach() {
    const media = navigator.mediaDevices;
    const refused = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: refused } });
    return () => Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: media });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tablist', { name: dockTexts.lists }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: scannerMessages.open }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(scannerMessages.denied);
    await expect(canvas.getByRole('textbox', { name: dockTexts.number })).toBeVisible();
  },
};

export const Vacio: Story = {
  name: 'Sin equipos aceptados',
  loaders: [justSignedIn('judge')],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/check_ins', ({ request }) =>
        HttpResponse.json({
          statusCode: 200,
          message: 'OK',
          data: { competition_id: Number(new URL(request.url).searchParams.get('competition_id')), counts: { not_arrived: 0, out: 0, back: 0 }, teams: [] },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(dockTexts.noTeams, undefined, { timeout: 5000 })).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [justSignedIn('judge')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/check_ins', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [justSignedIn('judge')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/check_ins', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(dockTexts.loadError, { exact: false }, { timeout: 5000 })).toBeVisible();
  },
};

/** At 390 × 844: the scanner, the number and the lists (cards) fit the phone. */
export const Telefono: Story = {
  name: 'Teléfono (fiscal)',
  ...phoneViewport,
  loaders: [justSignedIn('judge')],
  beforeEach: dayUnderWay,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: `${dockTexts.out}: 4` }, { timeout: 5000 });
    await openTeam(canvasElement, 2);
    await canvas.findByRole('region', { name: /^Equipo 2 · / });
    await expect(fitsTheScreen()).toBe(true);
  },
};
