import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { boatOf } from '@mocks/db/queries';
import type { TeamRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import BoatCreatePage from '@/features/boats/admin/boat-create-page';
import BoatEditPage from '@/features/boats/admin/boat-edit-page';
import BoatsPage from '@/features/boats/admin/boats-page';
import { toast } from '@/ui/toast-store';
import { errorSummary } from '../../../ui/error-summary-queries';
import { recordBodies, renderPage, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 30_000;
const LIST = href('boats');

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const toasts = () => within(screen.getByRole('region', { name: 'Avisos' }));

const teamWithoutBoat = (): TeamRow => {
  const team = db().teams.find((t) => !boatOf(db(), t.id));
  if (!team) throw new Error('El seed no tiene un equipo sin embarcación');
  return team;
};
const teamWithBoat = (): TeamRow => db().teams.find((t) => boatOf(db(), t.id))!;

async function openCreate(query: string) {
  await signInAs('clientAdmin');
  // In a route, as in the app: once it navigates away the page is gone.
  return renderPage(
    <Route path={href('boatCreate')}>
      <BoatCreatePage title="Nueva embarcación" />
    </Route>,
    `${LIST}/create${query}`,
  );
}

async function openEdit(id: number | string, query = '') {
  await signInAs('clientAdmin');
  return renderPage(
    <Route path={routePattern('boatEdit')}>
      <BoatEditPage title="Editar embarcación" />
    </Route>,
    `${LIST}/edit/${id}${query}`,
  );
}

beforeEach(() => toast.clear());

describe('boats list', () => {
  it("lists the current competition's boats with their team; a row opens the boat's edit screen", async () => {
    await signInAs('clientAdmin');
    renderPage(<BoatsPage title="Embarcaciones" />, LIST);
    const table = await screen.findByRole('table', { name: 'Embarcaciones' });
    // Sorted by name, ten to a page; each row opens the edit screen of the boat it names.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const named = within(rows[0]!).getByRole('rowheader').textContent;
    const boat = db().boats.find((b) => b.name === named)!;
    expect(within(rows[0]!).getByRole('link', { name: named! })).toHaveAttribute('href', expect.stringContaining(`${LIST}/edit/${boat.id}`));
    expect(rows[0]).toHaveTextContent(db().teams.find((t) => t.id === boat.team_id)!.name);
  });
});

describe('boats/create?teamId', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("without a team id says 'Error: ID de equipo no encontrado' and goes to the boat list", async () => {
    const { history } = await openCreate('');
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(toasts().getByText('Error: ID de equipo no encontrado')).toBeInTheDocument();
  });

  it('with an unknown team says the same once the server answers 404', async () => {
    const { history } = await openCreate('?teamId=999999');
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(toasts().getByText('Error: ID de equipo no encontrado')).toBeInTheDocument();
  });

  it('for a team that has a boat offers to edit it instead of a form', async () => {
    const team = teamWithBoat();
    await openCreate(`?teamId=${team.id}`);
    expect(await screen.findByRole('heading', { name: 'El equipo ya tiene una embarcación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar embarcación' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/boats/edit/${boatOf(db(), team.id)!.id}?teamId=${team.id}`),
    );
    expect(screen.queryByRole('textbox', { name: /^Nombre/ })).not.toBeInTheDocument();
  });

  it("registers the team's boat with its team id, toasts and returns to the team's detail", async () => {
    const team = teamWithoutBoat();
    const bodies = recordBodies('post', '/boats/admin');
    const { history } = await openCreate(`?teamId=${team.id}`);
    const user = userEvent.setup();
    expect(await screen.findByText(`Equipo: ${team.name}`)).toBeInTheDocument();
    await user.type(field(/^Nombre/), 'La Tararira');
    await user.type(field(/Matrícula/), 'REY-1234');
    await user.type(field(/Marca del motor/), 'Yamaha');
    await user.type(field(/Potencia del motor/), '115');
    await user.click(screen.getByRole('checkbox', { name: 'Es un yate' }));
    await user.click(screen.getByRole('button', { name: 'Registrar embarcación' }));

    await waitFor(() => expect(history.at(-1)).toBe(href('teamView', { id: team.id })));
    expect(toasts().getByText('¡Embarcación creada!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'La Tararira', registration_number: 'REY-1234', engine_brand: 'Yamaha', hp: 115, has_radio: false, is_yacht: true, team_id: team.id },
    ]);
    expect(boatOf(db(), team.id)).toMatchObject({ name: 'La Tararira', hp: 115 });
  });

  it("keeps the input and shows the server's refusal above the form when the team got a boat meanwhile", async () => {
    const team = teamWithoutBoat();
    const { history } = await openCreate(`?teamId=${team.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'La Tararira');
    await user.type(field(/Matrícula/), 'REY-1234');
    await user.type(field(/Marca del motor/), 'Yamaha');
    await user.type(field(/Potencia del motor/), '115');
    // Another admin registers one first.
    const now = new Date().toISOString();
    db().boats.push({ id: 99_001, team_id: team.id, name: 'Otra', registration_number: 'X-1', engine_brand: 'Mercury', hp: 90, has_radio: false, is_yacht: false, created_at: now, updated_at: now });
    await user.click(screen.getByRole('button', { name: 'Registrar embarcación' }));

    expect(await within(await errorSummary()).findByText('El equipo ya tiene una embarcación')).toBeInTheDocument();
    expect(toasts().getByText('El equipo ya tiene una embarcación')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('La Tararira');
    expect(history.at(-1)).toBe(`${LIST}/create?teamId=${team.id}`);
  });
});

describe('boats/edit/{id}', { timeout: FORM_TEST_TIMEOUT }, () => {
  it("with an unknown id says 'Error: ID de embarcación no encontrado' and goes to the list", async () => {
    const { history } = await openEdit(999999);
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(toasts().getByText('Error: ID de embarcación no encontrado')).toBeInTheDocument();
  });

  it('says when the boat cannot be loaded, and offers to retry', async () => {
    server.use(http.get('*/api/boats/:id', () => HttpResponse.json({ message: 'Internal' }, { status: 500 })));
    await openEdit(db().boats[0]!.id);
    expect(await screen.findByText('Error al cargar los datos de la embarcación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("sends nothing when nothing changed: 'No se han realizado cambios'", async () => {
    const bodies = recordBodies('patch', '/boats/:id');
    await openEdit(db().boats[0]!.id);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await toasts().findByText('No se han realizado cambios')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends only the changed field; opened from a team it names the team and returns to it", async () => {
    const boat = db().boats[0]!;
    const team = db().teams.find((t) => t.id === boat.team_id)!;
    const bodies = recordBodies('patch', '/boats/:id');
    const { history } = await openEdit(boat.id, `?teamId=${team.id}`);
    const user = userEvent.setup();
    expect(await screen.findByText(`Equipo: ${team.name}`)).toBeInTheDocument();
    const hp = field(/Potencia del motor/);
    await user.clear(hp);
    await user.type(hp, '250');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(history.at(-1)).toBe(href('teamView', { id: team.id })));
    expect(toasts().getByText('¡Embarcación actualizada!')).toBeInTheDocument();
    expect(bodies).toEqual([{ hp: 250 }]);
  });

  it('opened from the list returns to the list after saving', async () => {
    const boat = db().boats[1]!;
    const { history } = await openEdit(boat.id);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Nuevo nombre');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(db().boats[1]!.name).toBe('Nuevo nombre');
  });
});
