import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import HomePage from '../../src/features/home/home-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers } from '../support/responses';

const meta = {
  title: 'Pantallas/Inicio',
  component: HomePage,
  decorators: [withRouter('/dashboard')],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A registered (not activated) user: the 'last step' card. */
export const UsuarioRegistrado: Story = {
  loaders: [sessionLoader('registeredUser')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Completar ahora' })).toBeVisible();
  },
};

/** An owner with a team short of members and without helmsman: step 4 warns. */
export const DuenoConEquipoIncompleto: Story = {
  name: 'Dueño con equipo incompleto',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Atención')).toBeVisible();
  },
};

/** An owner without a team: steps 2 to 5 pending. */
export const DuenoSinEquipo: Story = { name: 'Dueño sin equipo', loaders: [sessionLoader('ownerWithoutTeam')] };

/** All five steps done: 'Inscripción completa' with the team number. */
export const InscripcionCompleta: Story = {
  name: 'Inscripción completa',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Inscripción completa' })).toBeVisible();
  },
};

export const CargandoProgreso: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/progress', neverAnswers));
  },
};

export const ErrorDeProgreso: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/progress', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Error al obtener el progreso de usuario, intente nuevamente',
    );
  },
};

export const Administrador: Story = { loaders: [sessionLoader('systemAdmin')] };

/** An account with the owner role linked to someone else's team (docs/decisions/0009): a member's home, no checklist. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Desde el menú podés ver tu equipo, la embarcación, los miembros y la competencia.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Tu inscripción/ })).not.toBeInTheDocument();
  },
};
