import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { DashboardLayout } from '@/app/layout/dashboard-layout';
import { renderScreen, signInAs } from '../../support';

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe('sidebar count of pending transfers', () => {
  it("shows how many transfers wait, as the description of 'Transferencias a confirmar'", async () => {
    await signInAs('clientAdmin');
    const waiting = db().transferPayments.filter((t) => t.confirmation_status === 'pending').length;
    expect(waiting).toBeGreaterThan(0);
    renderScreen(<DashboardLayout>contenido</DashboardLayout>, '/dashboard');
    const link = within(menu()).getByRole('link', { name: 'Transferencias a confirmar' });
    await waitFor(() => expect(link).toHaveAccessibleDescription(`${waiting} a confirmar`));
    expect(link).toHaveAccessibleName('Transferencias a confirmar');
  });

});
