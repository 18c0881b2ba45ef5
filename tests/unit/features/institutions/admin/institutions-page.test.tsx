import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { institutionById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import InstitutionsPage from '@/features/institutions/admin/institutions-page';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const LIST = href('institutions');
const TEST_TIMEOUT = 20_000;

const clubWithTeams = () => db().institutions.find((i) => db().teams.some((t) => t.institution_id === i.id))!;

/** A club no team belongs to, added so the seed's own clubs stay as they are. */
function clubWithoutTeams() {
  const now = new Date().toISOString();
  const club = { id: 9_001, name: 'AAA Club Sin Equipos', president: 'Raúl Ferreyra', phone_number: '3415550101', created_at: now, updated_at: now };
  db().institutions.push(club);
  return club;
}

const openList = async () => {
  await signInAs('clientAdmin');
  return renderScreen(<InstitutionsPage title="Barras pesqueras" />, LIST);
};

/** The list once it is on screen: the page draws it after its read (a query that does not wait must not be handed to within() before a findBy). */
const findTable = () => screen.findByRole('table', { name: 'Barras pesqueras' });
const table = () => screen.getByRole('table', { name: 'Barras pesqueras' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

beforeEach(() => toast.clear());

describe('institutions list', { timeout: TEST_TIMEOUT }, () => {
  it('lists the clubs by name with a link to add one', async () => {
    await openList();
    const first = [...db().institutions].sort((a, b) => a.name.localeCompare(b.name, 'es'))[0]!;
    expect(await within(await findTable()).findByRole('rowheader', { name: first.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva barra pesquera' })).toHaveAttribute('href', `${LIST}/new`);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it("'Editar' opens the club's edit page", async () => {
    const club = clubWithoutTeams();
    const { history } = await openList();
    await within(await findTable()).findByRole('rowheader', { name: club.name });
    await userEvent.setup().click(within(rowOf(club.name)).getByRole('button', { name: `Editar ${club.name}` }));
    await waitFor(() => expect(history.at(-1)).toBe(`${LIST}/edit/${club.id}`));
  });

  it('deletes a club without teams after confirmation, and it leaves the list', async () => {
    const club = clubWithoutTeams();
    await openList();
    await within(await findTable()).findByRole('rowheader', { name: club.name });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Eliminar ${club.name}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar barra pesquera' });
    expect(dialog).toHaveTextContent(club.name);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Barra pesquera eliminada')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: club.name })).not.toBeInTheDocument());
    expect(institutionById(db(), club.id)).toBeUndefined();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const club = clubWithoutTeams();
    await openList();
    await within(await findTable()).findByRole('rowheader', { name: club.name });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Eliminar ${club.name}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(institutionById(db(), club.id)).toBeDefined();
  });

  it("shows the server's refusal while teams use the club, and keeps it", async () => {
    const club = clubWithTeams();
    await openList();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), club.name);
    await user.click(await screen.findByRole('button', { name: `Eliminar ${club.name}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('No se puede eliminar una barra pesquera con equipos')).toBeInTheDocument();
    expect(institutionById(db(), club.id)).toBeDefined();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/institutions', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
    await openList();
    expect(await screen.findByText('Error al cargar las barras pesqueras')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});
