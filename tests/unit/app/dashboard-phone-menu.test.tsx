import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { sessionUser } from '@/lib/session/session';
import { renderScreen, signInAs } from '../features/support';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe("the phone's menu (issue 31)", () => {
  it("puts 'Cerrar sesión' at the end of the opened menu, away from 'Cerrar menú', and closing the menu keeps the session", async () => {
    const user = userEvent.setup();
    await signInAs('ownerCompleteTeam');
    renderScreen(<DashboardLayout>contenido</DashboardLayout>, '/dashboard');
    expect(within(menu()).queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const close = screen.getByRole('button', { name: 'Cerrar menú' });
    const signOut = within(menu()).getByRole('button', { name: 'Cerrar sesión' });
    // The sign-out comes after every entry of the menu, not beside the button that closes it.
    const entries = within(menu()).getAllByRole('link');
    expect(entries.at(-1)!.compareDocumentPosition(signOut) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(close.parentElement).not.toBe(signOut.parentElement);
    await user.click(close);
    expect(sessionUser.value).not.toBeNull();
    expect(within(menu()).queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });
});
