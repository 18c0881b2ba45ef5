import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import InstitutionEditPage from '../../src/features/institutions/admin/institution-edit-page';
import InstitutionNewPage from '../../src/features/institutions/admin/institution-new-page';
import InstitutionsPage from '../../src/features/institutions/admin/institutions-page';
import { db } from '../../mocks/db/store';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';


const meta = {
  title: 'Pantallas/Barras pesqueras',
  component: InstitutionsPage,
  args: { title: 'Barras pesqueras' },
  decorators: [withRouter(href('institutions'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof InstitutionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Barras pesqueras') };

/** The client admin's list: the seeded clubs, search, CSV and each row's actions. */
export const ListaAdminCliente: Story = {
  name: 'Lista (admin cliente)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /^Editar / })).not.toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Nueva barra pesquera' })).toBeVisible();
  },
};

/** The system admin sees the same list. */
export const ListaAdminSistema: Story = {
  name: 'Lista (admin del sistema)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: /^Eliminar / })).not.toHaveLength(0);
  },
};

export const Vacia: Story = {
  name: 'Lista vacía',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no hay barras pesqueras.')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions', neverAnswers));
  },
};

export const ErrorDeCarga: Story = {
  name: 'Error de carga',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar las barras pesqueras');
  },
};

/** Deleting a club teams belong to: the confirmation, then the server's refusal, which stays. */
export const EliminarBarraEnUso: Story = {
  name: 'Eliminar barra en uso',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const club = db().institutions.find((i) => db().teams.some((t) => t.institution_id === i.id))!;
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Buscar' }), club.name);
    await userEvent.click(await canvas.findByRole('button', { name: `Eliminar ${club.name}` }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Eliminar barra pesquera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(await within(document.body).findByText('No se puede eliminar una barra pesquera con equipos')).toBeVisible();
  },
};

/** institutions/new: an empty submit lists every field and SPEC §5's form-level message. */
export const Nueva: StoryObj<typeof InstitutionNewPage> = {
  render: () => <InstitutionNewPage title="Nueva barra pesquera" />,
  decorators: [withRouter(href('institutionNew'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dar de alta' }));
    await expect(within(canvas.getByRole('alert')).getByText('Por favor, rellene todos los campos requeridos')).toBeVisible();
  },
};

const editAt = (id: number | string): Pick<StoryObj<typeof InstitutionEditPage>, 'render' | 'decorators'> => ({
  render: () => (
    <Route path={routePattern('institutionEdit')}>
      <InstitutionEditPage title="Editar barra pesquera" />
    </Route>
  ),
  decorators: [withRouter(href('institutionEdit', { id }))],
});

/** institutions/edit/{id}: the stored club and its addresses in the form. */
export const Editar: StoryObj<typeof InstitutionEditPage> = {
  ...editAt(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Dirección 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar dirección' })).toBeVisible();
  },
};

export const EditarCargando: StoryObj<typeof InstitutionEditPage> = {
  name: 'Editar (cargando)',
  ...editAt(1),
  beforeEach({ msw }) {
    msw.use(http.get('*/api/institutions/:id', neverAnswers));
  },
};
