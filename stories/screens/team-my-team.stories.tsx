import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import MyTeamPage from '../../src/features/teams/owner/my-team-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { atHash, withPendingClubRequest } from './team-story-data';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';


const meta = {
  title: 'Pantallas/Equipo/Equipo',
  component: MyTeamPage,
  args: { title: 'Equipo' },
  decorators: [withRouter(href('myTeam'))],
  loaders: [sessionLoader('ownerCompleteTeam')],
} satisfies Meta<typeof MyTeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner of a team of 3: the data, 'Editar' and the family category toggle. */
export const Dueno: Story = {
  name: 'Dueño',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '#edit');
    await expect(canvas.getByRole('checkbox', { name: /Categoría familia/ })).toBeInTheDocument();
  },
};

/** #edit: the form filled with the team's name and club. */
export const Editando: Story = {
  beforeEach: atHash('edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Nombre del equipo/ })).not.toHaveValue('');
  },
};

/** Saving without changes sends nothing: 'No se han realizado cambios'. */
export const SinCambios: Story = {
  beforeEach: atHash('edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Nombre del equipo/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await within(document.body).findByText('No se han realizado cambios')).toBeVisible();
  },
};

/** The update fails: the SPEC toast, and the edit stays in the form. */
export const ErrorAlActualizar: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/teams', serverError));
    return atHash('edit')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Nombre del equipo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Los Pejerreyes');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await within(document.body).findByText('Error al actualizar el equipo, intente nuevamente')).toBeVisible();
    await expect(name).toHaveValue('Los Pejerreyes');
  },
};

/** A pending request for a new club blocks editing (SPEC §4). */
export const EdicionBloqueada: Story = {
  name: 'Edición bloqueada',
  beforeEach: withPendingClubRequest('ownerCompleteTeam'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Solicitud de barra pesquera pendiente' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  },
};

/** Fewer than 3 members: no family toggle, just why. */
export const DuenoEquipoIncompleto: Story = {
  name: 'Dueño de equipo incompleto',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/cuando el equipo tenga exactamente 3 miembros/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** The family toggle fails: the SPEC toast, and the box keeps its state. */
export const ErrorCategoriaFamilia: Story = {
  name: 'Error al cambiar la categoría Familia',
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/teams/categories/family', serverError));
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('checkbox', { name: /Categoría familia/ });
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle);
    await expect(await within(document.body).findByText('Hubo un error al actualizar la categoría del equipo.')).toBeVisible();
    await expect((toggle as HTMLInputElement).checked).toBe(before);
  },
};

/** A member (role 4) reads the team: no controls at all. */
export const MiembroSoloLectura: Story = {
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Datos del equipo' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
  },
};

/** An account with the owner role linked to someone else's team (docs/decisions/0009): the data, no controls. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Datos del equipo' })).toBeVisible();
    await expect(canvas.getByText('Solo el dueño del equipo puede modificarlo. Vos lo ves en solo lectura.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /Categoría familia/ })).not.toBeInTheDocument();
  },
};

/** An owner without a team (issue 21): why the page is empty, and 'Crear equipo'. */
export const DuenoSinEquipo: Story = {
  name: 'Dueño sin equipo',
  loaders: [sessionLoader('ownerWithoutTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Todavía no tenés un equipo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Crear equipo' })).toBeVisible();
  },
};
