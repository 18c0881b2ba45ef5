import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateTeamPage from '../../src/features/teams/owner/create-team-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { withPendingClubRequest } from './team-story-data';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';


const meta = {
  title: 'Pantallas/Equipo/Crear equipo',
  component: CreateTeamPage,
  args: { title: 'Crear Equipo' },
  decorators: [withRouter(href('createTeam'))],
  loaders: [sessionLoader('ownerWithoutTeam')],
} satisfies Meta<typeof CreateTeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const clubButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Barra pesquera/ });

/** The owner without a team: name, club and the link to request a missing club. */
export const Formulario: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(clubButton(canvasElement)).toBeEnabled());
    await expect(within(canvasElement).getByRole('link', { name: '¿No encontrás tu barra pesquera? Solicitala' })).toBeVisible();
  },
};

/** An empty submit: the form-level message and each field's own. */
export const CamposRequeridos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Crear equipo' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Crear equipo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor, rellene todos los campos requeridos');
    await expect(canvas.getByRole('textbox', { name: /Nombre del equipo/ })).toHaveAccessibleDescription('Este campo es obligatorio');
  },
};

/** A name too short, shown as soon as the field loses focus. */
export const NombreCorto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Nombre del equipo/ });
    await userEvent.type(name, 'ab');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
  },
};

/** A pending request for a new club blocks the form (SPEC §4). */
export const SolicitudDeBarraPendiente: Story = {
  beforeEach: withPendingClubRequest('ownerWithoutTeam'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Solicitud de barra pesquera pendiente' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nombre del equipo/ })).toBeDisabled();
  },
};

export const CargandoBarras: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions', neverAnswers));
  },
};

export const ErrorAlCargarBarras: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos iniciales');
  },
};

/** The server fails: the SPEC toast, and the input stays. */
export const ErrorDelServidor: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/teams', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Nombre del equipo/ });
    await userEvent.type(name, 'Los Dorados');
    await waitFor(() => expect(clubButton(canvasElement)).toBeEnabled());
    await userEvent.click(clubButton(canvasElement));
    const options = await within(document.body).findAllByRole('option');
    await userEvent.click(options[0]!);
    // The button waits for the help-request read, which answers apart from the clubs' list.
    const create = canvas.getByRole('button', { name: 'Crear equipo' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await within(document.body).findByText('Error al crear el equipo, intente nuevamente')).toBeVisible();
    await expect(name).toHaveValue('Los Dorados');
  },
};
