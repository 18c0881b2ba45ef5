import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import LeaveTeamPage from '../../src/features/teams/owner/leave-team-page';
import { shownDialog } from '../support/dialog';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'Pantallas/Equipo/Salir del equipo',
  component: LeaveTeamPage,
  args: { title: 'Salir del Equipo' },
  decorators: [withRouter(href('leaveTeam'))],
  loaders: [sessionLoader('teamMember')],
} satisfies Meta<typeof LeaveTeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The warning that the account will be deactivated. */
export const Advertencia: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/tu cuenta quedará desactivada/)).toBeVisible();
  },
};

/** The confirmation, left open so axe checks the dialog. */
export const Confirmacion: Story = {
  name: 'Confirmación',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salir del equipo' }));
    await shownDialog('¿Salir del equipo?', 'alertdialog');
  },
};

/** Leaving fails: the SPEC toast (10 s) and the member stays signed in. */
export const ErrorAlSalir: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/team_members', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salir del equipo' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, salir del equipo' }));
    await expect(await screen.findByText('Ocurrió un error al intentar dejar el equipo.')).toBeVisible();
  },
};
