import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Route, Router } from 'wouter';
import { userById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import NewCredentialsPage from '@/features/users/admin/new-credentials-page';
import ResetOwnPasswordPage from '@/features/users/admin/reset-own-password-page';
import UserLogPage from '@/features/users/admin/user-log-page';
import UsersPage from '@/features/users/admin/users-page';
import { AriaRouter } from '@/app/aria-router';
import { toast } from '@/ui/toast-store';
import { UiProvider } from '@/ui/ui-provider';
import { createTestQueryClient, renderPage, renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

const TEST_TIMEOUT = 20_000;

/** Renders with the browser's own history, so navigation state (the credentials) is kept. */
function renderInBrowserHistory(page: React.ReactNode, path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <UiProvider>
        <Router>{page}</Router>
      </UiProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => toast.clear());

describe('users list', { timeout: TEST_TIMEOUT }, () => {
  it('shows each account with its role and status labels, and filters by role', async () => {
    await signInAs('clientAdmin');
    renderScreen(<UsersPage title="Usuarios" />, href('users'));
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const owner = userByUsername(db(), 'admin.cliente')!;
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), owner.username);
    const row = await within(table).findByRole('row', { name: new RegExp(owner.username) });
    expect(row).toHaveTextContent('Administrador');
    expect(row).toHaveTextContent('Activo');

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }));
    await user.click(screen.getByRole('button', { name: /Rol/ }));
    await user.click(await screen.findByRole('option', { name: 'Miembro de equipo' }));
    await waitFor(() => {
      const roles = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent);
      expect(new Set(roles)).toEqual(new Set(['Miembro de equipo']));
    });
  });
  it("a row is a link to the account's log, with no 'Ver registro' button: pressing it opens the log", async () => {
    await signInAs('clientAdmin');
    // As in the app: react-aria's links navigate through wouter (src/app/aria-router.tsx).
    const { history } = renderScreen(
      <AriaRouter>
        <UsersPage title="Usuarios" />
      </AriaRouter>,
      href('users'),
    );
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const account = userByUsername(db(), 'admin.cliente')!;
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Buscar' }), account.username);
    const row = await within(table).findByRole('row', { name: new RegExp(account.username) });
    expect(within(row).getByRole('link', { name: account.username })).toHaveAttribute('href', href('userView', { id: account.id }));
    expect(within(table).queryByRole('button', { name: /^Ver registro/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('rowheader'));
    await waitFor(() => expect(history.at(-1)).toBe(href('userView', { id: account.id })));
  });
});

describe('user log (users/view/{id})', { timeout: TEST_TIMEOUT }, () => {
  const openLog = async (id: number | string) => {
    await signInAs('clientAdmin');
    return renderPage(
      <Route path={routePattern('userView')}>
        <UserLogPage title="Registro del usuario" />
      </Route>,
      href('userView', { id }),
    );
  };

  it('shows the info card and each account change with who did it and why', async () => {
    const entry = db().userLogs.find((l) => l.performed_by !== null && l.reason)!;
    const target = userById(db(), entry.user_id)!;
    const actor = userById(db(), entry.performed_by!)!;
    await openLog(target.id);
    expect(await screen.findByRole('heading', { level: 2, name: target.username })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Actividad de la cuenta' });
    expect(timeline).toHaveTextContent(actor.username);
    expect(timeline).toHaveTextContent(`Motivo: ${entry.reason}`);
  });

  it("says 'No se encontraron registros para este usuario' when the log is empty", async () => {
    const target = db().users.find((u) => !db().userLogs.some((l) => l.user_id === u.id)) ?? db().users[0]!;
    db().userLogs = db().userLogs.filter((l) => l.user_id !== target.id);
    await openLog(target.id);
    expect(await screen.findByText('No se encontraron registros para este usuario')).toBeInTheDocument();
  });

  it("says 'Usuario no encontrado' for an unknown id", async () => {
    await openLog(99_999);
    expect(await screen.findByRole('heading', { name: 'Usuario no encontrado' })).toBeInTheDocument();
  });

  it('resets the password after a confirmation; the new one replaces the old at once', async () => {
    const target = userByUsername(db(), 'capitan.completo')!;
    const before = target.password;
    await signInAs('clientAdmin');
    renderInBrowserHistory(
      <Route path={routePattern('userView')}>
        <UserLogPage title="Registro del usuario" />
      </Route>,
      href('userView', { id: target.id }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restablecer contraseña' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restablecer contraseña' });
    expect(target.password).toBe(before);
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));

    await waitFor(() => expect(window.location.pathname).toBe(href('newCredentials')));
    expect(target.password).not.toBe(before);
    expect(window.history.state).toEqual({ username: target.username, password: target.password });
  });
});

describe('new-credentials', { timeout: TEST_TIMEOUT }, () => {
  it('shows the username and the password once, each with a copy button', async () => {
    await signInAs('clientAdmin');
    renderInBrowserHistory(<NewCredentialsPage title="Nuevas credenciales" />, href('newCredentials'), {
      username: 'nuevo.marinero',
      password: 'Kq7mPz2xWn',
    });
    expect(screen.getByText('nuevo.marinero', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText('Kq7mPz2xWn', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copiar contraseña de nuevo.marinero/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copiar usuario de nuevo.marinero/ })).toBeInTheDocument();
  });
});

describe('me/reset-password', { timeout: TEST_TIMEOUT }, () => {
  it("after a confirmation resets the admin's own password and shows it once", async () => {
    const admin = await signInAs('systemAdmin');
    const before = admin.password;
    renderPage(<ResetOwnPasswordPage title="Restablecer contraseña" />, href('resetOwnPassword'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restablecer mi contraseña' }));
    expect(admin.password).toBe(before);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restablecer' }));

    expect(await screen.findByText('Se ha restablecido tu contraseña')).toBeInTheDocument();
    const stored = userById(db(), admin.id)!.password;
    expect(stored).not.toBe(before);
    expect(screen.getByText(stored, { selector: 'code' })).toBeInTheDocument();
  });

  it("says 'Error al restablecer la contraseña' when the reset fails", async () => {
    server.use(http.post('*/api/users/reset-password', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
    await signInAs('systemAdmin');
    renderPage(<ResetOwnPasswordPage title="Restablecer contraseña" />, href('resetOwnPassword'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Restablecer mi contraseña' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Error al restablecer la contraseña')).toBeInTheDocument();
    expect(screen.queryByText('Tu nueva contraseña')).not.toBeInTheDocument();
  });
});
