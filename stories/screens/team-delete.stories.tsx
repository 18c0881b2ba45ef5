import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import DeleteTeamPage from '../../src/features/teams/owner/delete-team-page';
import { shownDialog } from '../support/dialog';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'Pantallas/Equipo/Eliminar equipo',
  component: DeleteTeamPage,
  args: { title: 'Eliminar Equipo' },
  decorators: [withRouter(href('deleteTeam'))],
  loaders: [sessionLoader('ownerIncompleteTeam')],
} satisfies Meta<typeof DeleteTeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function confirmOnce(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Eliminar equipo' }));
  const first = await screen.findByRole('alertdialog', { name: 'Eliminar equipo' });
  await userEvent.click(within(first).getByRole('button', { name: 'Eliminar equipo' }));
  return screen.findByRole('alertdialog', { name: '¿Estás seguro?' });
}

/** The warning, naming the team. */
export const Advertencia: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Se eliminarán el equipo «/)).toBeVisible();
  },
};

/** The first confirmation, left open so axe checks it. */
export const PrimeraConfirmacion: Story = {
  name: 'Primera confirmación',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Eliminar equipo' }));
    await shownDialog('Eliminar equipo', 'alertdialog');
  },
};

/** The second confirmation: nothing is deleted before it. */
export const SegundaConfirmacion: Story = {
  name: 'Segunda confirmación',
  play: async ({ canvasElement }) => {
    await expect(await confirmOnce(canvasElement)).toHaveTextContent('Confirmá que querés eliminar');
  },
};

/** A paid, numbered team (issue 31): what it would lose, that money is not returned, the organisers as the way on; no delete button. */
export const EquipoPagado: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No se puede eliminar un equipo con la inscripción pagada' })).toBeVisible();
    await expect(canvas.getByText(/perdería la inscripción pagada/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
  },
};

export const ErrorDelServidor: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/teams', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const second = await confirmOnce(canvasElement);
    await userEvent.click(within(second).getByRole('button', { name: 'Sí, eliminar el equipo' }));
    await expect(await screen.findByText('Ocurrió un error al intentar eliminar el equipo.')).toBeVisible();
  },
};

/** An account with the owner role linked to someone else's team (docs/decisions/0009): told so, no delete button. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Solo el dueño del equipo puede eliminarlo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
  },
};

/** An owner without a team (issue 21): nothing to delete; the way on is creating one. */
export const DuenoSinEquipo: Story = {
  name: 'Dueño sin equipo',
  loaders: [sessionLoader('ownerWithoutTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Todavía no tenés un equipo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Eliminar equipo' })).not.toBeInTheDocument();
  },
};
