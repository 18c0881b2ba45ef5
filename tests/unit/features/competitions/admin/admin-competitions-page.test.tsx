import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import AdminCompetitionsPage from '@/features/competitions/admin/admin-competitions-page';
import { href } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../../support';

const renderPage = () => renderScreen(<AdminCompetitionsPage title="Competencia" />, href('competitions'));

describe("the admins' Competencia", () => {
  it("has its title as the heading, with the system admin's 'Nueva competencia' beside it, not in it", async () => {
    await signInAs('systemAdmin');
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Competencia$/);
    const link = await screen.findByRole('link', { name: 'Nueva competencia' });
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', href('competitionNew'));
  });

  it('offers a client admin no new competition', async () => {
    await signInAs('clientAdmin');
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Competencia$/);
    await screen.findByText(/edición/);
    expect(screen.queryByRole('link', { name: 'Nueva competencia' })).not.toBeInTheDocument();
  });
});
