import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { formMessages } from '@contracts/messages';
import { addressesOf, institutionById } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import InstitutionEditPage from '@/features/institutions/admin/institution-edit-page';
import InstitutionNewPage from '@/features/institutions/admin/institution-new-page';
import { toast } from '@/ui/toast-store';
import { recordBodies, renderPage, signInAs } from '../../support';
import { errorSummary, summaryErrors } from '../../../ui/error-summary-queries';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 30_000;
const LIST = href('institutions');

const field = (name: string | RegExp, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });
const address = (n: number) => screen.getByRole('group', { name: `Dirección ${n}` });

const openNew = async () => {
  await signInAs('clientAdmin');
  return renderPage(<InstitutionNewPage title="Nueva barra pesquera" />, `${LIST}/new`);
};

const openEdit = async (id: number | string) => {
  await signInAs('clientAdmin');
  return renderPage(
    <Route path={routePattern('institutionEdit')}>
      <InstitutionEditPage title="Editar barra pesquera" />
    </Route>,
    `${LIST}/edit/${id}`,
  );
};

async function typeAddress(user: ReturnType<typeof userEvent.setup>, n: number, values: [string, string, string, string]) {
  const group = address(n);
  const [line, city, state, country] = values;
  await user.type(field(/Calle y número/, group), line);
  await user.type(field(/Ciudad/, group), city);
  await user.type(field(/Provincia/, group), state);
  await user.type(field(/País/, group), country);
}

beforeEach(() => toast.clear());

describe('institutions/new', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('on an empty submit says to fill every required field and names each one', async () => {
    await openNew();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));

    expect(within(await errorSummary()).getByText(formMessages.fillRequired)).toBeInTheDocument();
    expect(await summaryErrors()).toHaveLength(7);
    expect(field(/^Nombre/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
  });

  it('refuses a short name, a long president and a phone that is not 10 digits, under each field', async () => {
    await openNew();
    const user = userEvent.setup();
    await user.type(field(/^Nombre/), 'AB');
    await user.type(field(/Presidente/), 'x'.repeat(251));
    await user.type(field(/Teléfono/), '341555');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));

    expect(field(/^Nombre/)).toHaveAccessibleDescription(/Debe tener al menos 3 caracteres/);
    expect(field(/Presidente/)).toHaveAccessibleDescription(/No debe tener más de 250 caracteres/);
    expect(field(/Teléfono/)).toBeInvalid();
    expect((await summaryErrors()).slice(0, 3)).toEqual([
      'Nombre: Debe tener al menos 3 caracteres',
      'Presidente: No debe tener más de 250 caracteres',
      expect.stringMatching(/^Teléfono: \S/),
    ]);
  });

  it('asks for at least one address once the only one is removed', async () => {
    await openNew();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar dirección 1' }));
    expect(screen.queryByRole('group', { name: 'Dirección 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));
    expect(within(await errorSummary()).getAllByText(formMessages.fillRequired).length).toBeGreaterThan(0);
  });

  it('creates the club with two addresses, toasts and goes back to the list', async () => {
    const bodies = recordBodies('post', '/institutions');
    const { history } = await openNew();
    const user = userEvent.setup();
    await user.type(field(/^Nombre/), 'Club Náutico Ramallo');
    await user.type(field(/Presidente/), 'Estela Giménez');
    await user.type(field(/Teléfono/), '3407551234');
    await typeAddress(user, 1, ['Av. Costanera 450', 'Ramallo', 'Buenos Aires', 'Argentina']);
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await typeAddress(user, 2, ['Ruta 9 km 230', 'San Nicolás', 'Buenos Aires', 'Argentina']);
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));

    expect(await screen.findByText('¡Barra pesquera dada de alta!')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(bodies).toEqual([
      {
        name: 'Club Náutico Ramallo',
        president: 'Estela Giménez',
        phone_number: '3407551234',
        addresses: [
          { address_line: 'Av. Costanera 450', city: 'Ramallo', state: 'Buenos Aires', country: 'Argentina' },
          { address_line: 'Ruta 9 km 230', city: 'San Nicolás', state: 'Buenos Aires', country: 'Argentina' },
        ],
      },
    ]);
    const stored = db().institutions.find((i) => i.name === 'Club Náutico Ramallo')!;
    expect(addressesOf(db(), 'institution', stored.id).map((a) => a.city)).toEqual(['Ramallo', 'San Nicolás']);
  });

  it('says the SPEC create failure when the server fails, keeping what was typed', async () => {
    server.use(http.post('*/api/institutions', () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
    const { history } = await openNew();
    const user = userEvent.setup();
    await user.type(field(/^Nombre/), 'Club Náutico Ramallo');
    await user.type(field(/Presidente/), 'Estela Giménez');
    await user.type(field(/Teléfono/), '3407551234');
    await typeAddress(user, 1, ['Av. Costanera 450', 'Ramallo', 'Buenos Aires', 'Argentina']);
    await user.click(screen.getByRole('button', { name: 'Dar de alta' }));

    expect(await screen.findByText('Error al dar de alta la barra pesquera, intente nuevamente')).toBeInTheDocument();
    expect(field(/^Nombre/)).toHaveValue('Club Náutico Ramallo');
    expect(history.at(-1)).toBe(`${LIST}/new`);
  });
});

describe('institutions/edit/{id}', { timeout: FORM_TEST_TIMEOUT }, () => {
  const clubWithAddress = () => db().institutions.find((i) => addressesOf(db(), 'institution', i.id).length > 0)!;

  it('fills the form with the stored club and its addresses', async () => {
    const club = clubWithAddress();
    await openEdit(club.id);
    expect(await screen.findByDisplayValue(club.name)).toBe(field(/^Nombre/));
    expect(field(/Presidente/)).toHaveValue(club.president);
    const first = addressesOf(db(), 'institution', club.id)[0]!;
    expect(field(/Ciudad/, address(1))).toHaveValue(first.city);
  });

  it("sends only the changed address list and says '¡Institución actualizada!'", async () => {
    const club = clubWithAddress();
    const stored = addressesOf(db(), 'institution', club.id);
    const bodies = recordBodies('patch', `/institutions/${club.id}`);
    const { history } = await openEdit(club.id);
    await screen.findByDisplayValue(club.name);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar dirección' }));
    await typeAddress(user, stored.length + 1, ['Camino del Puerto 12', 'Zárate', 'Buenos Aires', 'Argentina']);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('¡Institución actualizada!')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0] as object)).toEqual(['addresses']);
    expect(addressesOf(db(), 'institution', club.id).map((a) => a.city)).toEqual([...stored.map((a) => a.city), 'Zárate']);
    expect(institutionById(db(), club.id)!.name).toBe(club.name);
  });

  it('sends nothing when nothing changed', async () => {
    const club = clubWithAddress();
    const bodies = recordBodies('patch', `/institutions/${club.id}`);
    await openEdit(club.id);
    await screen.findByDisplayValue(club.name);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(formMessages.noChanges)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says 'Institución no encontrada' for an unknown id and goes back to the list", async () => {
    const { history } = await openEdit(99_999);
    expect(await screen.findByText('Institución no encontrada')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
  });

  it('treats an id that is not a number as unknown without asking the server', async () => {
    const { history } = await openEdit('abc');
    expect(await screen.findByText('Institución no encontrada')).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe(LIST));
  });
});
