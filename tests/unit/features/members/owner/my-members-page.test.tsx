import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { Link } from 'wouter';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import MyMembersPage from '@/features/members/owner/my-members-page';
import { toast, toasts } from '@/ui/toast-store';
import { fakeClockOnDemand, fakeTimerUser } from '../../../ui/fake-timers';
import { goToHash, recordBodies, renderScreen, signInAs } from '../../support';
import { choose, enter, fillMember, nameOf, pickBirthDate, teamMembers, textbox } from './support';
import { errorSummaryBox, summaryErrors } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('myMembers');
/** Filling the 13 react-aria fields of the member form in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 30_000;

/** The page as the dashboard shows it: a sidebar link elsewhere lets the tests leave it. */
const renderMembers = (hash = '') =>
  renderScreen(
    <>
      <nav aria-label="Menú principal">
        <Link href={href('home')}>Inicio</Link>
      </nav>
      <MyMembersPage title="Miembros" />
    </>,
    `${PATH}${hash}`,
  );

const membersList = () => screen.findByRole('list', { name: 'Miembros del equipo' });
const cardOf = (name: string) => screen.getByRole('article', { name });
/** A member's card once it is on screen (after a write, the list is read again). */
const findCardOf = (name: string) => screen.findByRole('article', { name });
const addLink = () => screen.queryByRole('link', { name: 'Agregar miembro' });
const submit = () => screen.getByRole('button', { name: 'Agregar miembro' });
const toastDuration = (message: string) => toasts.value.find((t) => t.message === message)?.duration;

/** The incomplete team's owner (2 of 3 members, no helmsman), on the add form. */
async function openAddForm() {
  const owner = await signInAs('ownerIncompleteTeam');
  const view = renderMembers('#create');
  await screen.findByRole('heading', { level: 2, name: 'Agregar miembro' });
  return { owner, ...view };
}

beforeEach(() => toast.clear());

describe('my-members list', () => {
  it('shows the owner the members with badges, the count and the add link', async () => {
    const owner = await signInAs('ownerIncompleteTeam');
    const [ownerRow, other] = teamMembers(owner.team_id!);
    db().teamMembers.find((m) => m.id === other!.id)!.is_helmsman = true;
    db().teamMembers.find((m) => m.id === other!.id)!.member_category = 'journalist';
    renderMembers();
    const list = await membersList();

    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Integrantes: 2 de 3' })).toBeInTheDocument();
    const otherCard = cardOf(nameOf(other!.user));
    expect(within(otherCard).getByText('Timonel')).toBeInTheDocument();
    expect(within(otherCard).getByText('Periodista')).toBeInTheDocument();
    expect(within(otherCard).getByText(other!.user.personal_info!.dni)).toBeInTheDocument();
    expect(within(cardOf(nameOf(ownerRow!.user))).getByText('Dueño del equipo')).toBeInTheDocument();
    expect(addLink()).toHaveAttribute('href', '#create');
    // Nobody removes themselves (leaving is the member's own screen; the owner goes with the team).
    expect(screen.queryByRole('button', { name: `Quitar a ${nameOf(ownerRow!.user)} del equipo` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Quitar a ${nameOf(other!.user)} del equipo` })).toBeInTheDocument();
  });

  it.each([
    ['journalist', 'Periodista'],
    ['past_winner', 'Ganador anterior'],
    ['vip', 'VIP'],
    ['other', 'Otro'],
  ] as const)('labels the member category %s as %s', async (category, label) => {
    const owner = await signInAs('ownerIncompleteTeam');
    const other = teamMembers(owner.team_id!)[1]!;
    db().teamMembers.find((m) => m.id === other.id)!.member_category = category;
    renderMembers();
    await membersList();
    expect(within(cardOf(nameOf(other.user))).getByText(label)).toBeInTheDocument();
  });

  it('hides the add link once the team has 3 members, even at #create', async () => {
    await signInAs('ownerCompleteTeam');
    renderMembers('#create');
    await membersList();
    expect(screen.getByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toBeInTheDocument();
    expect(addLink()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("warns 'Cuenta no activada' and hides details, edit and remove for a registered member", async () => {
    const owner = await signInAs('ownerIncompleteTeam');
    const other = teamMembers(owner.team_id!)[1]!;
    db().users.find((u) => u.id === other.user_id)!.status = 'registered';
    renderMembers();
    await membersList();
    const card = cardOf(nameOf(other.user));
    expect(within(card).getByText(/Cuenta no activada/)).toBeInTheDocument();
    expect(within(card).queryByText(other.user.personal_info!.dni)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a member (role 4) the list read only', async () => {
    await signInAs('teamMember');
    renderMembers('#create');
    const list = await membersList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Timonel')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toHaveTextContent('Inicio');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    await signInAs('ownerCompleteTeam');
    let failures = 1;
    server.use(
      http.get('*/api/team_members', () =>
        failures-- > 0 ? HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 }) : undefined,
      ),
    );
    renderMembers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await membersList()).toBeInTheDocument();
  });

  it('points an owner without a team to create-team', async () => {
    await signInAs('ownerWithoutTeam');
    renderMembers();
    expect(screen.getByRole('link', { name: 'Crear equipo' })).toHaveAttribute('href', href('createTeam'));
  });
});

describe('my-members add form', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('adds the member, toasts and shows the one-time credentials with copy buttons', async () => {
    const { owner } = await openAddForm();
    const bodies = recordBodies('post', '/team_members/register');
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true, licence: 'LIC-2026-01', email: 'lucia.fernandez@example.com' });
    await user.click(submit());

    expect(await screen.findByText('¡Miembro agregado al equipo!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      dni: '30123456',
      first_name: 'Lucía',
      last_name: 'Fernández',
      gender: 'F',
      is_helmsman: true,
      licence_number: 'LIC-2026-01',
      email: 'lucia.fernandez@example.com',
      secondary_phone_number: null,
      blood_type: null,
      member_category: null,
    });

    const account = db().users.find((u) => u.personal_info?.dni === '30123456')!;
    const panel = screen.getByRole('region', { name: 'Credenciales del nuevo miembro' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(panel).getByText(/Se muestran una sola vez/)).toBeInTheDocument();
    expect(within(panel).getByText(account.username)).toBeInTheDocument();
    expect(within(panel).getByText(account.password)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copiar usuario de Lucía Fernández' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copiar contraseña de Lucía Fernández' })).toBeInTheDocument();

    // WhatsApp to the phone typed in the form (issue 22): the username, never the password unless ticked.
    const whatsApp = () => new URL(within(panel).getByRole('link', { name: /^Enviar por WhatsApp a Lucía Fernández/ }).getAttribute('href')!);
    expect(whatsApp().pathname).toBe('/5493415551234');
    expect(whatsApp().searchParams.get('text')).toContain(`Ingresá con tu usuario: ${account.username}`);
    expect(whatsApp().searchParams.get('text')).not.toContain(account.password);
    await user.click(within(panel).getByRole('checkbox', { name: 'Incluir la contraseña en el mensaje' }));
    expect(whatsApp().searchParams.get('text')).toContain(`Tu contraseña: ${account.password}`);

    // Back on the list: 3 of 3, the new member not activated yet, no more room.
    await membersList();
    expect(window.location.hash).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toBeInTheDocument();
    expect(await within(await findCardOf('Lucía Fernández')).findByText(/Cuenta no activada/)).toBeInTheDocument();
    expect(within(cardOf('Lucía Fernández')).getByText('Timonel')).toBeInTheDocument();
    expect(addLink()).not.toBeInTheDocument();
    expect(teamMembers(owner.team_id!)).toHaveLength(3);
  });

  it('copies the new password', async () => {
    await openAddForm();
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await fillMember(user);
    await user.click(submit());
    const copy = await screen.findByRole('button', { name: 'Copiar contraseña de Lucía Fernández' });
    await user.click(copy);
    const account = db().users.find((u) => u.personal_info?.dni === '30123456')!;
    expect(writeText).toHaveBeenCalledWith(account.password);
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    await openAddForm();
    const bodies = recordBodies('post', '/team_members/register');
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(submit());
    // DNI, names, primary phone, birth date, gender.
    expect((await summaryErrors()).filter((m) => m.endsWith(': Este campo es obligatorio'))).toEqual(['Nombre', 'Apellido', 'DNI', 'Fecha de nacimiento', 'Género', 'Teléfono principal'].map((label) => `${label}: Este campo es obligatorio`));
    expect(await errorSummaryBox()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('applies the SPEC §5 lengths and the e-mail pattern', async () => {
    await openAddForm();
    const user = userEvent.setup({ delay: null });
    await enter(user, /^DNI/, '123');
    await enter(user, /^Teléfono principal/, '1234567');
    await enter(user, /^Teléfono de contacto de emergencia/, '1234567890123456');
    await enter(user, /^Correo electrónico/, 'ana@x');
    await enter(user, /^Nombre/, 'Al');
    await user.tab();
    expect(await screen.findByText('Debe tener al menos 4 caracteres')).toBeInTheDocument();
    expect(textbox(/^Teléfono principal/)).toHaveAccessibleDescription(/Debe tener al menos 8 caracteres/);
    expect(textbox(/^Correo electrónico/)).toHaveAccessibleDescription(/Debe tener al menos 8 caracteres/);
    expect(screen.getByText('No debe tener más de 15 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Debe tener al menos 3 caracteres')).toBeInTheDocument();

    await user.clear(textbox(/^Correo electrónico/));
    await enter(user, /^Correo electrónico/, 'lucia.fernandez@example');
    await user.tab();
    expect(await screen.findByText('Por favor, introduce una dirección de correo electrónico válida')).toBeInTheDocument();
  });

  it("requires a licence for the helmsman: 'Se necesita licencia para ser timonel'", async () => {
    await openAddForm();
    const bodies = recordBodies('post', '/team_members/register');
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true });
    await user.click(submit());
    await waitFor(() => expect(textbox(/^Número de licencia de pesca/)).toHaveAccessibleDescription(/Se necesita licencia para ser timonel/));
    expect(textbox(/^Número de licencia de pesca/)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('shows DNI and e-mail conflicts on their fields', async () => {
    const { owner } = await openAddForm();
    const taken = teamMembers(owner.team_id!)[0]!.user.personal_info!;
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { dni: taken.dni });
    await user.click(submit());
    await waitFor(() => expect(textbox(/^DNI/)).toHaveAccessibleDescription(/Este DNI ya está en uso\./));
    expect(textbox(/^DNI/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Nombre/)).toHaveValue('Lucía');
  });

  it('shows a licence conflict on the field and in a 10 s toast', async () => {
    await openAddForm();
    const takenLicence = db().users.find((u) => u.personal_info?.licence_number)!.personal_info!.licence_number!;
    const user = userEvent.setup({ delay: null });
    await fillMember(user, { helmsman: true, licence: takenLicence });
    await user.click(submit());
    await waitFor(() => expect(toastDuration('Este número de licencia ya está en uso.')).toBe(10_000));
    expect(textbox(/^Número de licencia de pesca/)).toHaveAccessibleDescription(/Este número de licencia ya está en uso\./);
  });

  it("shows a USERNAME_IN_USE refusal with the server's words", async () => {
    await openAddForm();
    server.use(
      http.post('*/api/team_members/register', () =>
        HttpResponse.json(
          { statusCode: 409, message: 'El usuario lucia.fernandez ya existe', additionalData: { errorCode: 'USERNAME_IN_USE' } },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('El usuario lucia.fernandez ya existe');
  });

  it('keeps the input and toasts the SPEC error for 10 s when the server fails', async () => {
    await openAddForm();
    server.use(http.post('*/api/team_members/register', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.click(submit());
    expect(await screen.findByText('Error al agregar miembro, intente nuevamente')).toBeInTheDocument();
    expect(toastDuration('Error al agregar miembro, intente nuevamente')).toBe(10_000);
    expect(textbox(/^DNI/)).toHaveValue('30123456');
    expect(screen.queryByRole('region', { name: /Credenciales/ })).not.toBeInTheDocument();
  });

  it('sends one request when submit is pressed twice', async () => {
    await openAddForm();
    const bodies = recordBodies('post', '/team_members/register');
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.dblClick(submit());
    await screen.findByText('¡Miembro agregado al equipo!');
    expect(bodies).toHaveLength(1);
  });
});

describe('my-members form validation timing (SPEC §5)', { timeout: FORM_TEST_TIMEOUT }, () => {
  const fakeClockFromNow = fakeClockOnDemand();

  it('validates text 500 ms after typing stops, at once on blur, and the helmsman box at once', async () => {
    await openAddForm();
    // The members load with real timers (the mock checks tokens asynchronously); the clock is faked after.
    fakeClockFromNow();
    const user = fakeTimerUser();

    await user.type(textbox(/^DNI/), '12');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Debe tener al menos 4 caracteres')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Debe tener al menos 4 caracteres')).toBeInTheDocument();

    await user.type(textbox(/^Nombre/), 'Al');
    expect(screen.queryByText('Debe tener al menos 3 caracteres')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Debe tener al menos 3 caracteres')).toBeInTheDocument();

    // The licence rule shows as soon as the box is ticked (once the licence field was visited).
    await user.clear(textbox(/^DNI/));
    await user.type(textbox(/^DNI/), '30123456');
    await user.type(textbox(/^Nombre/), 'ana');
    await user.type(textbox(/^Apellido/), 'Pérez');
    await user.type(textbox(/^Teléfono principal/), '3415551234');
    await choose(user, /Género/, 'Femenino');
    pickBirthDate();
    await user.click(textbox(/^Número de licencia de pesca/));
    await user.tab();
    expect(textbox(/^Número de licencia de pesca/)).not.toHaveAccessibleDescription(/Se necesita licencia para ser timonel/);
    await user.click(screen.getByRole('checkbox', { name: 'Es el timonel del equipo' }));
    expect(textbox(/^Número de licencia de pesca/)).toHaveAccessibleDescription(/Se necesita licencia para ser timonel/);
  });
});

describe('my-members edit and remove', { timeout: FORM_TEST_TIMEOUT }, () => {
  /** The complete team's owner editing the active member who is not the helmsman. */
  async function openEdit() {
    const owner = await signInAs('ownerCompleteTeam');
    const members = teamMembers(owner.team_id!);
    const target = members.find((m) => !m.is_helmsman && m.user_id !== owner.id)!;
    const helmsman = members.find((m) => m.is_helmsman)!;
    renderMembers();
    await membersList();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: `Editar a ${nameOf(target.user)}` }));
    await screen.findByRole('heading', { level: 2, name: `Editar a ${nameOf(target.user)}` });
    return { owner, target, helmsman };
  }

  it('opens the form at #edit={userId}, filled, and sends only the changed fields', async () => {
    const { target } = await openEdit();
    expect(window.location.hash).toBe(`#edit=${target.user_id}`);
    expect(textbox(/^DNI/)).toHaveValue(target.user.personal_info!.dni);
    const bodies = recordBodies('patch', `/team_members/${target.user_id}`);
    const user = userEvent.setup({ delay: null });
    await user.clear(textbox(/^Teléfono principal/));
    await user.paste('1122334455');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('¡Miembro actualizado!')).toBeInTheDocument();
    expect(bodies).toEqual([{ primary_phone_number: '1122334455' }]);
    await membersList();
    expect(await within(await findCardOf(nameOf(target.user))).findByText('1122334455')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toHaveFocus();
  });

  it("says 'No se han realizado cambios' and sends nothing when nothing changed", async () => {
    const { target } = await openEdit();
    const bodies = recordBodies('patch', `/team_members/${target.user_id}`);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No se han realizado cambios')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('warns that ticking the helmsman box hands the role over from the current helmsman', async () => {
    const { helmsman } = await openEdit();
    const box = screen.getByRole('checkbox', { name: 'Es el timonel del equipo' });
    expect(box).not.toHaveAccessibleDescription(/timonel actual/);
    await userEvent.setup({ delay: null }).click(box);
    expect(box).toHaveAccessibleDescription(new RegExp(`${nameOf(helmsman.user)} es el timonel actual`));
  });

  it('keeps the edit and toasts the SPEC error for 10 s when the update fails', async () => {
    await openEdit();
    server.use(http.patch('*/api/team_members/:id', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.clear(textbox(/^Apellido/));
    await user.paste('Nuevo');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error al actualizar el miembro, intente nuevamente')).toBeInTheDocument();
    expect(toastDuration('Error al actualizar el miembro, intente nuevamente')).toBe(10_000);
    expect(textbox(/^Apellido/)).toHaveValue('Nuevo');
  });

  it('says when the member to edit does not exist', async () => {
    await signInAs('ownerCompleteTeam');
    renderMembers('#edit=9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontró el miembro');
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Volver a los miembros' }));
    expect(await membersList()).toBeInTheDocument();
  });

  it('removes a member after confirming, and toasts', async () => {
    const owner = await signInAs('ownerCompleteTeam');
    const target = teamMembers(owner.team_id!).find((m) => m.user_id !== owner.id)!;
    renderMembers();
    await membersList();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: `Quitar a ${nameOf(target.user)} del equipo` }));
    const dialog = screen.getByRole('alertdialog', { name: `¿Quitar a ${nameOf(target.user)} del equipo?` });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar del equipo' }));

    expect(await screen.findByText('Miembro eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: nameOf(target.user) })).not.toBeInTheDocument());
    expect(teamMembers(owner.team_id!)).toHaveLength(2);
    expect(addLink()).toBeInTheDocument();
  });

  it('keeps the member when the dialog is cancelled, and toasts 10 s when removal fails', async () => {
    const owner = await signInAs('ownerCompleteTeam');
    const target = teamMembers(owner.team_id!).find((m) => m.user_id !== owner.id)!;
    renderMembers();
    await membersList();
    const user = userEvent.setup({ delay: null });
    const remove = screen.getByRole('button', { name: `Quitar a ${nameOf(target.user)} del equipo` });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(teamMembers(owner.team_id!)).toHaveLength(3);

    server.use(http.delete('*/api/team_members/:id', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Quitar del equipo' }));
    expect(await screen.findByText('Error al eliminar el miembro')).toBeInTheDocument();
    expect(toastDuration('Error al eliminar el miembro')).toBe(10_000);
    expect(teamMembers(owner.team_id!)).toHaveLength(3);
  });
});

describe('leaving while the credentials are shown', { timeout: FORM_TEST_TIMEOUT }, () => {
  async function addMember() {
    const { history } = await openAddForm();
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.click(submit());
    await screen.findByRole('region', { name: 'Credenciales del nuevo miembro' });
    return { user, history };
  }

  const beforeUnloadCancelled = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before following an in-app link, and stays on Quedarme', async () => {
    const { user, history } = await addMember();
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Salir sin guardar las credenciales?' });
    expect(within(dialog).getByText(/se muestran una sola vez/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quedarme' }));
    expect(history.at(-1)).toBe(PATH);
    expect(screen.getByRole('region', { name: 'Credenciales del nuevo miembro' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    await user.click(screen.getByRole('button', { name: 'Salir de la página' }));
    expect(history.at(-1)).toBe(href('home'));
  });

  it('asks the browser before a reload or tab close, until the credentials are dismissed', async () => {
    const { user } = await addMember();
    await membersList();
    expect(beforeUnloadCancelled()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ya guardé las credenciales' }));
    expect(screen.queryByRole('region', { name: /Credenciales/ })).not.toBeInTheDocument();
    expect(beforeUnloadCancelled()).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toHaveFocus();
  });

  it('lets the owner leave freely when no credentials are shown, and keeps them across #create', async () => {
    await signInAs('ownerIncompleteTeam');
    const { history } = renderMembers();
    await membersList();
    const user = userEvent.setup({ delay: null });
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(history.at(-1)).toBe(href('home'));
  });

  it('keeps the credentials while switching between the list and a form of the same page', async () => {
    await signInAs('ownerIncompleteTeam');
    // Room for two more: the owner alone.
    const owner = userByUsername(db(), 'capitan.incompleto')!;
    const other = teamMembers(owner.team_id!).find((m) => m.user_id !== owner.id)!;
    db().teamMembers.splice(db().teamMembers.findIndex((m) => m.id === other.id), 1);
    renderMembers('#create');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 2, name: 'Agregar miembro' });
    await fillMember(user);
    await user.click(submit());
    await screen.findByRole('region', { name: 'Credenciales del nuevo miembro' });
    await membersList();
    await user.click(screen.getByRole('link', { name: 'Agregar miembro' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credenciales del nuevo miembro' })).toBeInTheDocument();
    goToHash('');
    expect(screen.getByRole('region', { name: 'Credenciales del nuevo miembro' })).toBeInTheDocument();
  });
});

describe('a member added whose answer was lost (issue 19)', () => {
  it('keeps the form open though the list now reads 3 of 3, and sending it again shows the new member once, with the credentials', async () => {
    const { owner, queryClient } = await openAddForm();
    // The mock adds the member, then the connection drops before the answer arrives.
    let lost = false;
    server.use(
      http.post('*/api/team_members/register', async ({ request }) => {
        if (lost) return undefined;
        lost = true;
        await getResponse(handlers, request);
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup({ delay: null });
    await fillMember(user);
    await user.click(submit());

    await waitFor(() => expect(toasts.value.map((t) => t.type)).toContain('error'));
    expect(toasts.value.map((t) => t.message).join(' ')).not.toMatch(/fetch|no response|http/i);
    // The list behind refetched: it has the 3 members the server has. The form and what was typed stay.
    expect(teamMembers(owner.team_id!)).toHaveLength(3);
    const listedMembers = () => queryClient.getQueriesData<unknown[]>({ queryKey: ['members', 'members.list'] }).flatMap(([, data]) => data ?? []);
    await waitFor(() => expect(listedMembers()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 2, name: 'Agregar miembro' })).toBeInTheDocument();

    await user.click(submit());
    const account = db().users.find((u) => u.personal_info?.dni === '30123456')!;
    const panel = await screen.findByRole('region', { name: 'Credenciales del nuevo miembro' });
    expect(within(panel).getByText(account.username)).toBeInTheDocument();
    expect(within(panel).getByText(account.password)).toBeInTheDocument();
    expect(teamMembers(owner.team_id!)).toHaveLength(3);
  }, FORM_TEST_TIMEOUT);
});
