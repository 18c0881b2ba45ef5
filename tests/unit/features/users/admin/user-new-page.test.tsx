import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formMessages } from '@contracts/messages';
import { membersOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import UserNewPage from '@/features/users/admin/user-new-page';
import { toast } from '@/ui/toast-store';
import { UiProvider } from '@/ui/ui-provider';
import { createTestQueryClient, renderPage, signInAs } from '../../support';
import { errorSummary } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const FORM_TEST_TIMEOUT = 30_000;
const PATH = href('userNew');

const usernameField = () => screen.getByRole('textbox', { name: /Nombre de usuario/ });
const roleButton = () => screen.getByRole('button', { name: /Rol/ });
const teamButton = () => screen.getByRole('button', { name: /Equipo/ });

const open = async (who: 'clientAdmin' | 'systemAdmin' = 'clientAdmin') => {
  await signInAs(who);
  return renderPage(<UserNewPage title="Nuevo usuario" />, PATH);
};

async function choose(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, option: string | RegExp) {
  await user.click(button);
  await user.click(await screen.findByRole('option', { name: option }));
}

const openTeam = () => db().teams.find((t) => membersOf(db(), t.id).length < 3)!;

beforeEach(() => toast.clear());

describe('users/new', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('offers the client admin only the primary and invited user roles', async () => {
    await open('clientAdmin');
    const user = userEvent.setup();
    await user.click(roleButton());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Dueño de equipo', 'Miembro de equipo']);
  });

  it('offers the system admin every role', async () => {
    await open('systemAdmin');
    const user = userEvent.setup();
    await user.click(roleButton());
    const options = await screen.findAllByRole('option');
    // 'Fiscal': the tournament day's judge (docs/decisions/0071), created by the system admin only.
    expect(options.map((o) => o.textContent)).toEqual(['Super Administrador', 'Administrador', 'Dueño de equipo', 'Miembro de equipo', 'Fiscal']);
  });

  it('asks for a team for the team roles, and for none for an admin role', async () => {
    await open('systemAdmin');
    const user = userEvent.setup();
    await user.type(usernameField(), 'nuevo.capitan');
    await choose(user, roleButton(), 'Dueño de equipo');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(within(await errorSummary()).getByRole('link', { name: `Equipo: ${formMessages.teamRequiredForRole}` })).toBeInTheDocument();

    await choose(user, roleButton(), 'Administrador');
    expect(screen.queryByRole('button', { name: /Equipo/ })).not.toBeInTheDocument();
  });

  it('applies the SPEC §5 username rules', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(usernameField(), '.pescador');
    await user.tab();
    expect(usernameField()).toHaveAccessibleDescription(/No puede comenzar con un punto o guion bajo/);
  });

  it("creates a team member, says '¡Usuario creado!' and hands the credentials to new-credentials", async () => {
    const team = openTeam();
    await signInAs('clientAdmin');
    // The browser's own history: the credentials travel as its state (memory locations drop state).
    window.history.replaceState(null, '', PATH);
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <UiProvider>
          <Router>
            <UserNewPage title="Nuevo usuario" />
          </Router>
        </UiProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(usernameField(), 'nuevo.marinero');
    await choose(user, roleButton(), 'Miembro de equipo');
    await choose(user, teamButton(), new RegExp(team.name));
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText('¡Usuario creado!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(href('newCredentials')));
    const created = userByUsername(db(), 'nuevo.marinero')!;
    expect(created).toMatchObject({ role_id: 4, team_id: team.id, status: 'registered' });
    expect(window.history.state).toEqual({ username: 'nuevo.marinero', password: created.password });
  });

  it('shows a taken username at the field', async () => {
    const team = openTeam();
    await open();
    const user = userEvent.setup();
    await user.type(usernameField(), 'capitan.completo');
    await choose(user, roleButton(), 'Dueño de equipo');
    await choose(user, teamButton(), new RegExp(team.name));
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(usernameField()).toHaveAccessibleDescription(/ya está en uso/));
    expect(usernameField()).toHaveValue('capitan.completo');
  });

  it("shows the server's refusal of the role at the role field", async () => {
    server.use(
      http.post('*/api/users', () => HttpResponse.json({ statusCode: 403, message: 'No tenés permiso para asignar ese rol' }, { status: 403 })),
    );
    const team = openTeam();
    await open();
    const user = userEvent.setup();
    await user.type(usernameField(), 'nuevo.capitan');
    await choose(user, roleButton(), 'Dueño de equipo');
    await choose(user, teamButton(), new RegExp(team.name));
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(roleButton()).toHaveAccessibleDescription(/No tenés permiso para asignar ese rol/));
  });

  it('says the SPEC failure when the server fails', async () => {
    server.use(http.post('*/api/users', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
    const team = openTeam();
    await open();
    const user = userEvent.setup();
    await user.type(usernameField(), 'nuevo.capitan');
    await choose(user, roleButton(), 'Dueño de equipo');
    await choose(user, teamButton(), new RegExp(team.name));
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Error al crear el usuario, intente nuevamente')).toBeInTheDocument();
  });
});
