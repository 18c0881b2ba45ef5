import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Role } from '../../contracts/roles';
import { issueTokens } from '../../mocks/core/tokens';
import { resetDemoDb } from '../../mocks/db/reset';
import { db } from '../../mocks/db/store';
import { competitionOverview } from '../../mocks/rules/competition-overview';
import HomePage from '../../src/features/home/home-page';
import { startSession } from '../../src/lib/session/session';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';

const meta = {
  title: 'Pantallas/Inicio',
  component: HomePage,
  decorators: [withRouter('/dashboard')],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const OVERVIEW = '*/api/competitions/overview';

/** The width of a phone (390 px): the cards stack and nothing scrolls sideways. */
const onPhone: Decorator = (Story) => (
  <div style={{ maxWidth: 390 }}>
    <Story />
  </div>
);

/** An invited member who has not activated the account yet (the seed has some on its teams). */
const registeredMemberLoader = async () => {
  const member = resetDemoDb().users.find((u) => u.role_id === Role.TeamMember && u.status === 'registered');
  if (!member) throw new Error('El seed no tiene un miembro sin activar');
  startSession(await issueTokens(member));
  return {};
};

// ---- Organisers ----

/** The current competition's overview: phase and next date, work waiting, teams, money. */
export const Administrador: Story = {
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Para hacer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /transferencias? a confirmar/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Declarado, sin confirmar' })).toBeVisible();
  },
};

/** On a phone the sidebar and its counts are hidden: the home carries them, cards stacked. */
export const AdministradorEnTelefono: Story = {
  name: 'Administrador en teléfono',
  loaders: [sessionLoader('clientAdmin')],
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /solicitud(es)? de ayuda pendientes?/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const AdministradorCargando: Story = {
  name: 'Administrador: cargando',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get(OVERVIEW, neverAnswers));
  },
};

export const AdministradorConError: Story = {
  name: 'Administrador: error',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get(OVERVIEW, serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se pudo cargar el resumen de la competencia.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** No competition exists yet: the system admin is offered to create it; the waiting work still shows. */
export const AdministradorSinCompetencia: Story = {
  name: 'Administrador sin competencia',
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(
      // What the mock answers with no competition (mocks/rules/competition-overview.ts): null and zeros, help requests still counted.
      http.get(OVERVIEW, () => HttpResponse.json({ statusCode: 200, message: 'OK', data: competitionOverview(db(), undefined) })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Todavía no hay una competencia' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nueva competencia' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Dinero' })).not.toBeInTheDocument();
  },
};

// ---- The tournament day's judge (issue 35) ----

/** The judge ('Fiscal'): the current competition, the dock's counts and the day's tasks as links. */
export const Fiscal: Story = {
  loaders: [sessionLoader('judge')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hoy en el torneo' })).toBeVisible();
    await expect(await canvas.findByText(/^En el muelle: \d+ sin salir, 0 en el agua, 0 de regreso\.$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Control de muelle' })).toBeVisible();
  },
};

export const FiscalEnTelefono: Story = {
  name: 'Fiscal en teléfono',
  loaders: [sessionLoader('judge')],
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Control de muelle' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const FiscalSinCompetencia: Story = {
  name: 'Fiscal sin competencia actual',
  loaders: [sessionLoader('judge')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', () => HttpResponse.json({ statusCode: 404, message: 'No hay una competencia seleccionada.' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No hay una competencia actual/)).toBeVisible();
  },
};

// ---- Team accounts ----

/** A registered owner: the 5-step checklist with step 1, activation, pending and its 'Completar ahora'; the rest wait for it. */
export const DuenoRegistrado: Story = {
  name: 'Dueño registrado',
  loaders: [sessionLoader('registeredUser')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tu inscripción: 0 de 5 pasos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Completar ahora' })).toBeVisible();
    // The one doable step is a link (issue 31).
    await expect(canvas.getByRole('link', { name: 'Activar la cuenta' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Crear el equipo' })).not.toBeInTheDocument();
  },
};

/** A registered member: the 'last step' card (SPEC §2). */
export const MiembroRegistrado: Story = {
  name: 'Miembro registrado',
  loaders: [registeredMemberLoader],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Completar ahora' })).toBeVisible();
  },
};

/** An owner with a team short of members and without helmsman: step 4 warns and leads to the member form (issue 31). */
export const DuenoConEquipoIncompleto: Story = {
  name: 'Dueño con equipo incompleto',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Atención')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agregar un miembro y designar el timonel' })).toBeVisible();
  },
};

/** A registered, unpaid team: the pay step says the amount, until when, and the price after that (issue 31). */
export const DuenoSinPagar: Story = {
  name: 'Dueño inscripto sin pagar',
  loaders: [sessionLoader('ownerUnpaidTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/por transferencia hasta el \d{2}\/\d{2}\/\d{4}, 23:59/)).toBeVisible();
  },
};

/** An owner without a team: only 'Crear el equipo' is linked; boat, members and payment wait for the team. */
export const DuenoSinEquipo: Story = {
  name: 'Dueño sin equipo',
  loaders: [sessionLoader('ownerWithoutTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Crear el equipo' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Registrar la embarcación' })).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Primero creá el equipo.')).toHaveLength(3);
  },
};

/** All five steps done: 'Inscripción completa' with the team number, then the team and what comes next. */
export const InscripcionCompleta: Story = {
  name: 'Inscripción completa',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Inscripción completa' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver la credencial del equipo' })).toBeVisible();
  },
};

export const InscripcionCompletaEnTelefono: Story = {
  name: 'Inscripción completa en teléfono',
  loaders: [sessionLoader('ownerCompleteTeam')],
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
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

/** A member: the team, its number, the competition's dates and what comes next. */
export const Miembro: Story = {
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    await expect(canvas.getByText('N.º de equipo')).toBeVisible();
  },
};

/** A member whose team's data cannot be read: the error with 'Reintentar'. */
export const MiembroConError: Story = {
  name: 'Miembro: error',
  loaders: [sessionLoader('teamMember')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('No se pudieron cargar los datos de tu equipo.');
  },
};

/** An account with the owner role linked to someone else's team (docs/decisions/0009): a member's home, no checklist. */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Qué sigue' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Tu inscripción/ })).not.toBeInTheDocument();
  },
};
