import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import CredentialPage from '../../src/features/venue/credential/credential-page';
import { credentialTexts } from '../../src/features/venue/credential/credential-text';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

/* Issue 23: the team's credential for the control desk (owners and members), printable, with a QR code. */
const meta = {
  title: 'Pantallas/Credencial del equipo',
  component: CredentialPage,
  args: { title: 'Credencial del equipo' },
  decorators: [withRouter(href('teamCredential'))],
} satisfies Meta<typeof CredentialPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid team: its number in large type, the crew with the helmsman, the boat, the QR code. */
export const Dueno: Story = {
  name: 'Dueño con número de equipo',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Código QR del equipo N\.º \d+$/ })).toBeVisible();
    await expect(canvas.getByText('(timonel)', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('button', { name: credentialTexts.print })).toBeVisible();
  },
};

export const Miembro: Story = {
  name: 'Miembro del equipo',
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /^Código QR/ })).toBeVisible();
  },
};

/** Registered but unpaid: no team number yet, so no credential; the page says when it comes. */
export const SinNumero: Story = {
  name: 'Sin número de equipo',
  loaders: [sessionLoader('ownerUnpaidTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(credentialTexts.noNumber)).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const SinCompetencia: Story = {
  name: 'Sin competencia actual',
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', () => HttpResponse.json({ statusCode: 404, message: 'No hay competencia seleccionada' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(credentialTexts.noCompetition)).toBeVisible();
  },
};
