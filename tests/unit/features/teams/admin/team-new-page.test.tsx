import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formMessages } from '@contracts/messages';
import { membersOf, teamById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import TeamNewPage from '@/features/teams/admin/team-new-page';
import { toast } from '@/ui/toast-store';
import { errorSummary } from '../../../ui/error-summary-queries';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 30_000;

const nameField = () => screen.getByRole('textbox', { name: /Nombre del equipo/ });
const clubButton = () => screen.getByRole('button', { name: /Barra pesquera/ });
const ownerButton = () => screen.getByRole('button', { name: /Cuenta del dueño/ });
const submit = () => screen.getByRole('button', { name: 'Crear equipo' });

async function open() {
  await signInAs('clientAdmin');
  const view = renderScreen(<TeamNewPage title="Nuevo equipo" />, href('teamNew'));
  // Both lists loaded: the selects are enabled.
  await screen.findByRole('button', { name: /Seleccioná la cuenta del dueño/ });
  await screen.findByRole('button', { name: /Seleccioná una barra pesquera/ });
  return { ...view, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, option: string | RegExp) {
  await user.click(button);
  await user.click(await screen.findByRole('option', { name: option }));
}

const firstClub = () => [...db().institutions].sort((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;

async function fillValid(user: ReturnType<typeof userEvent.setup>, name = 'Los Dorados del Paraná') {
  await user.type(nameField(), name);
  await choose(user, clubButton(), firstClub().name);
  await choose(user, ownerButton(), /^capitan\.sinequipo\b/);
}

beforeEach(() => toast.clear());

describe('teams/new (admin)', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('offers only accounts with the owner role and no team, not inactive', async () => {
    const { user } = await open();
    await user.click(ownerButton());
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(options.some((o) => o.startsWith('capitan.sinequipo'))).toBe(true);
    expect(options.some((o) => o.startsWith('usuario.nuevo'))).toBe(true);
    expect(options.some((o) => o.startsWith('capitan.completo'))).toBe(false);
    expect(options.some((o) => o.startsWith('admin.cliente'))).toBe(false);
    expect(options.some((o) => o.startsWith('miembro.activo'))).toBe(false);
  });

  it("asks for every field with 'Por favor, rellene todos los campos requeridos' and sends nothing", async () => {
    const { user } = await open();
    const sent = recordBodies('post', '/teams/admin');
    await user.click(submit());
    expect(within(await errorSummary()).getByText(formMessages.fillRequired)).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(sent).toEqual([]);
  });

  it('keeps names of 3 to 100 characters', async () => {
    const { user } = await open();
    await user.type(nameField(), 'ab');
    await user.tab();
    expect(nameField()).toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);
  });

  it("creates the team for the chosen owner, says '¡Equipo creado!' and opens the team's detail", async () => {
    const { user, history } = await open();
    const sent = recordBodies('post', '/teams/admin');
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('¡Equipo creado!')).toBeInTheDocument();
    const owner = userByUsername(db(), 'capitan.sinequipo')!;
    expect(sent).toEqual([{ name: 'Los Dorados del Paraná', institution_id: firstClub().id, owner_id: owner.id }]);
    const team = teamById(db(), owner.team_id!)!;
    expect(team).toMatchObject({ name: 'Los Dorados del Paraná', owner_id: owner.id });
    expect(membersOf(db(), team.id)).toHaveLength(1);
    expect(history.at(-1)).toBe(href('teamView', { id: team.id }));
  });

  it("shows the server's refusal at the owner field when the account got a team meanwhile, and keeps the input", async () => {
    const { user, history } = await open();
    await fillValid(user);
    // Another admin gives the account a team between the list and the submit.
    userByUsername(db(), 'capitan.sinequipo')!.team_id = db().teams[0]!.id;
    await user.click(submit());
    // In the toast and under the field, and in the summary (named by the field), whose link leads to the field.
    expect(await screen.findAllByText('La cuenta elegida ya tiene un equipo')).toHaveLength(2);
    expect(within(await errorSummary()).getByRole('link', { name: 'Cuenta del dueño: La cuenta elegida ya tiene un equipo' })).toHaveAttribute('href', '#owner_id');
    expect(ownerButton().closest('[data-invalid]')).not.toBeNull();
    expect(nameField()).toHaveValue('Los Dorados del Paraná');
    expect(history.at(-1)).toBe(href('teamNew'));
  });

  it("shows 'Institución no encontrada' at the club field when the club was deleted meanwhile", async () => {
    const { user } = await open();
    await fillValid(user);
    db().institutions.splice(db().institutions.indexOf(firstClub()), 1);
    await user.click(submit());
    expect(await screen.findAllByText('Institución no encontrada')).not.toHaveLength(0);
    expect(within(await errorSummary()).getByRole('link', { name: /^Barra pesquera.*: Institución no encontrada$/ })).toHaveAttribute('href', '#institution_id');
    expect(clubButton().closest('[data-invalid]')).not.toBeNull();
    expect(ownerButton().closest('[data-invalid]')).toBeNull();
  });

  it("says 'Error al crear el equipo, intente nuevamente' when the server fails", async () => {
    const { user } = await open();
    server.use(http.post('*/api/teams/admin', () => HttpResponse.json({ statusCode: 500, message: '', data: null }, { status: 500 })));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Error al crear el equipo, intente nuevamente')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Los Dorados del Paraná');
  });

  it("says 'Error al cargar los datos iniciales' when the accounts do not load, and retries", async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json({ statusCode: 500, message: 'Error', data: null }, { status: 500 }), { once: true }));
    await signInAs('clientAdmin');
    renderScreen(<TeamNewPage title="Nuevo equipo" />, href('teamNew'));
    expect(await screen.findByText('Error al cargar los datos iniciales')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Seleccioná la cuenta del dueño/ })).toBeEnabled();
  });
});
