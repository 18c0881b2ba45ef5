import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { boatOf, userByUsername } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import MyBoatPage from '../../src/features/boats/owner/my-boat-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

/** The screen's sub-view (#create, #edit) for one story; put back afterwards. */
const atHash = (hash: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${hash}`);
  return () => window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
};

/** Removes the boat of a demo account's team (run after the seed is restored). */
const withoutBoat = (key: DemoAccountKey) => () => {
  const user = userByUsername(db(), demoAccount(key).username);
  const boat = user?.team_id ? boatOf(db(), user.team_id) : undefined;
  if (boat) db().boats.splice(db().boats.indexOf(boat), 1);
};


const meta = {
  title: 'Pantallas/Embarcación',
  component: MyBoatPage,
  args: { title: 'Embarcación' },
  decorators: [withRouter(href('myBoat'))],
} satisfies Meta<typeof MyBoatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's team has no boat yet: the empty state and its 'Registrar embarcación' link. */
export const DuenoSinEmbarcacion: Story = {
  name: 'Dueño sin embarcación',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach: withoutBoat('ownerIncompleteTeam'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Registrar embarcación' })).toHaveAttribute('href', '#create');
  },
};

/** #create: an empty submit shows SPEC §5's messages under their fields. */
export const Registrar: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach: [withoutBoat('ownerIncompleteTeam'), atHash('create')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Registrar embarcación' }));
    // Under the fields and, as links, in the error summary.
    await expect(within(canvas.getByRole('alert')).getAllByRole('link', { name: /: Este campo es obligatorio$/ })).toHaveLength(4);
  },
};

/** The owner's boat, with the link to edit it. */
export const DuenoConEmbarcacion: Story = {
  name: 'Dueño con embarcación',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Editar embarcación' })).toBeVisible();
  },
};

/** #edit: the form filled with the stored boat; saving unchanged says 'No se han realizado cambios'. */
export const Editar: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach: atHash('edit'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar cambios' }));
    await expect(await within(document.body).findByText('No se han realizado cambios')).toBeVisible();
  },
};

/** The update fails: the SPEC toast, and the edit stays in the form. */
export const ErrorAlActualizar: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/boats/:id', serverError));
    return atHash('edit')();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nuevo nombre');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await within(document.body).findByText('Error al actualizar la embarcación, intente nuevamente')).toBeVisible();
    await expect(name).toHaveValue('Nuevo nombre');
  },
};

/** A member (role 4) reads the boat: no form controls. */
export const MiembroSoloLectura: Story = {
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Matrícula')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar embarcación' })).not.toBeInTheDocument();
  },
};

export const MiembroSinEmbarcacion: Story = {
  name: 'Miembro sin embarcación',
  loaders: [sessionLoader('teamMember')],
  beforeEach: withoutBoat('teamMember'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tu equipo todavía no registró una embarcación')).toBeVisible();
  },
};

export const DuenoSinEquipo: Story = { name: 'Dueño sin equipo', loaders: [sessionLoader('ownerWithoutTeam')] };

export const Cargando: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', neverAnswers));
  },
};

export const ErrorDeCarga: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos de la embarcación');
  },
};

/** An account with the owner role linked to someone else's team (docs/decisions/0009): the boat read only. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Solo el dueño del equipo puede modificarlo. Vos lo ves en solo lectura.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar embarcación' })).not.toBeInTheDocument();
  },
};
