import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { membersEndpoints } from '@contracts/members';
import { userById, userByUsername } from '@mocks/db/queries';
import { api } from '@/api';
import { db } from '@mocks/db/store';
import { demoAccount } from '@mocks/demo-accounts';
import { sessionUser } from '@/lib/session/session';
import ActivateAccountPage from '@/features/users/account/activate-account-page';
import { fakeClockOnDemand, fakeTimerUser, fakeTimersAroundEachTest } from '../../../ui/fake-timers';
import { renderPage, signInAs } from '../../support';
import { errorSummary, errorSummaryBox } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('activateAccount');
const REQUIRED_MISSING = 'Por favor, completa todos los campos obligatorios.';
const ADDRESS_MISSING = 'Por favor, completa todos los campos de dirección.';
const FAILED = 'Hubo un problema con la activación de tu cuenta, intentalo de nuevo';

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Activar cuenta' });

async function renderActivation() {
  await signInAs('registeredUser');
  return renderPage(<ActivateAccountPage title="Activar Cuenta" />, PATH);
}

/** Keys straight to each date segment (clicking them makes happy-dom's selection recurse). */
function pickBirthDate() {
  const group = screen.getByRole('group', { name: /Fecha de nacimiento/ });
  for (const segment of within(group).getAllByRole('spinbutton')) fireEvent.keyDown(segment, { key: 'ArrowUp' });
}

async function choose(user: UserEvent, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Pastes into a field: one input event, so filling a whole form stays fast. */
async function enter(user: UserEvent, name: RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function fillPersonalData(user: UserEvent, overrides: { dni?: string; email?: string } = {}) {
  await enter(user, /^Nombre/, 'Lucía');
  await enter(user, /^Apellido/, 'Fernández');
  await enter(user, /^DNI/, overrides.dni ?? '30123456');
  await enter(user, /^Teléfono principal/, '3415551234');
  if (overrides.email) await enter(user, /^Correo electrónico/, overrides.email);
  await choose(user, /Género/, 'Femenino');
  pickBirthDate();
}

async function fillAddress(user: UserEvent) {
  await enter(user, /^Calle y número/, 'San Martín 1234');
  await enter(user, /^Ciudad/, 'Rosario');
  await enter(user, /^Provincia/, 'Santa Fe');
}

describe('activate-account: validation timing (SPEC §5)', () => {
  fakeTimersAroundEachTest();

  it('checks a field 500 ms after typing stops, not before, and only that field', async () => {
    await renderActivation();
    const user = fakeTimerUser();
    await user.type(textbox(/^DNI/), '123');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Debe tener al menos 7 caracteres')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(textbox(/^DNI/)).toHaveAccessibleDescription(/Debe tener al menos 7 caracteres/);
    // Untouched fields stay quiet.
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
  });

  it('checks a field at once when it loses focus', async () => {
    await renderActivation();
    const user = fakeTimerUser();
    await user.type(textbox(/^Teléfono principal/), '12345');
    await user.tab();
    expect(textbox(/^Teléfono principal/)).toHaveAccessibleDescription(/Por favor, sigue el formato solicitado/);
  });
});

describe('activate-account: form', { timeout: 15_000 }, () => {
  const fakeClock = fakeClockOnDemand();
  it('lays out the personal data and the address with their Spanish labels', async () => {
    await renderActivation();
    expect(screen.getByRole('heading', { level: 1, name: 'Activar Cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dirección' })).toBeInTheDocument();
    expect(textbox(/^País/)).toHaveValue('Argentina');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Género/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Masculino', 'Femenino']);
  });

  it('names both missing groups, marks every empty required field and sends nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await renderActivation();
    const user = userEvent.setup();
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(`${REQUIRED_MISSING} ${ADDRESS_MISSING}`);
    expect(await errorSummaryBox()).toHaveFocus();
    // The summary's first link is the first field on the page.
    expect(within(await errorSummary()).getAllByRole('link')[0]).toHaveAttribute('href', '#first_name');
    expect(textbox(/^DNI/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(textbox(/^Ciudad/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    const gender = screen.getByRole('button', { name: /Género/ });
    expect(gender).toHaveAttribute('aria-invalid', 'true');
    expect(gender).toHaveAccessibleDescription(/Este campo es obligatorio/);
    // Optional fields are not required.
    expect(textbox(/^Correo electrónico/)).not.toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(requests.filter((url) => url.includes('/auth/activate'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('keeps the missing-fields messages past 5 s, while they still hold', async () => {
    await renderActivation();
    await userEvent.setup().click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_MISSING);
    fakeClock();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(`${REQUIRED_MISSING} ${ADDRESS_MISSING}`);
    await enter(fakeTimerUser(), /^Nombre/, 'Lucía');
    act(() => vi.advanceTimersByTime(500));
    // Other required fields are still empty: both messages still hold; the fixed field left the list.
    expect(screen.getByRole('alert')).toHaveTextContent(`${REQUIRED_MISSING} ${ADDRESS_MISSING}`);
    expect(within(await errorSummary()).getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContain('#first_name');
  });

  it('asks only for the address when the personal data is complete', async () => {
    await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADDRESS_MISSING);
    expect(alert).not.toHaveTextContent(REQUIRED_MISSING);
    expect(await errorSummaryBox()).toHaveFocus();
    expect(within(alert).getAllByRole('link')[0]).toHaveAttribute('href', '#address_line');
  });

  it('activates: sends empty optional fields as null, stores the new session and goes to the dashboard', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/auth/activate')) sent = await request.clone().json();
    });
    const { history } = await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user);
    await choose(user, /Grupo sanguíneo/, 'O+');
    await fillAddress(user);
    await user.click(submitButton());

    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(sessionUser.value).toMatchObject({ username: demoAccount('registeredUser').username, status: 'active' });
    expect(localStorage.getItem('accessToken')).toBeTruthy();
    expect(sent).toMatchObject({
      personal_info: {
        first_name: 'Lucía',
        last_name: 'Fernández',
        dni: '30123456',
        primary_phone_number: '3415551234',
        gender: 'F',
        blood_type: 'O+',
        email: null,
        secondary_phone_number: null,
        emergency_contact_number: null,
        licence_number: null,
      },
      addresses: [{ address_line: 'San Martín 1234', city: 'Rosario', state: 'Santa Fe', country: 'Argentina' }],
    });
    expect((sent as { personal_info: { birth_date: string } }).personal_info.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(userByUsername(db(), demoAccount('registeredUser').username)?.status).toBe('active');
    server.events.removeAllListeners();
  });

  it('shows a DNI already in use on the DNI field and keeps what the user typed', async () => {
    const taken = db().users.find((u) => u.personal_info?.dni)!.personal_info!.dni;
    await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user, { dni: taken });
    await fillAddress(user);
    await user.click(submitButton());

    await waitFor(() => expect(textbox(/^DNI/)).toHaveAccessibleDescription(/Este DNI ya está en uso\./));
    // The server's refusal is listed in the summary, which takes focus, and links to the field.
    expect(await errorSummaryBox()).toHaveFocus();
    await user.click(within(await errorSummary()).getByRole('link', { name: 'DNI: Este DNI ya está en uso.' }));
    expect(textbox(/^DNI/)).toHaveFocus();
    expect(textbox(/^DNI/)).toHaveValue(taken);
    expect(textbox(/^Nombre/)).toHaveValue('Lucía');
    expect(textbox(/^Ciudad/)).toHaveValue('Rosario');
    expect(sessionUser.value?.status).toBe('registered');
  });

  it('shows an e-mail already in use on the e-mail field', async () => {
    const taken = db().users.find((u) => u.personal_info?.email)!.personal_info!.email!;
    await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user, { email: taken });
    await fillAddress(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox(/^Correo electrónico/)).toHaveAccessibleDescription(/Este correo electrónico ya está en uso\./),
    );
  });

  it('shows a licence number already in use on the licence field', async () => {
    server.use(
      http.post('*/api/auth/activate', () =>
        HttpResponse.json(
          { message: 'Este número de licencia ya está en uso.', additionalData: { errorCode: 'LICENSE_NUMBER_IN_USE' } },
          { status: 409 },
        ),
      ),
    );
    await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user);
    await enter(user, /^Número de licencia/, 'LIC-0001');
    await fillAddress(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox(/^Número de licencia/)).toHaveAccessibleDescription(/Este número de licencia ya está en uso\./),
    );
  });

  it('says the activation failed on any other error, keeping the input and the registered session', async () => {
    server.use(http.post('*/api/auth/activate', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
    const { history } = await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user);
    await fillAddress(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(textbox(/^Nombre/)).toHaveValue('Lucía');
    expect(textbox(/^Calle y número/)).toHaveValue('San Martín 1234');
    expect(sessionUser.value?.status).toBe('registered');
    expect(history).toEqual([PATH]);
  });

  it('sends the activation once however often the button is pressed', async () => {
    let calls = 0;
    let release!: () => void;
    server.use(
      http.post('*/api/auth/activate', async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Error interno' }, { status: 500 });
      }),
    );
    await renderActivation();
    const user = userEvent.setup();
    await fillPersonalData(user);
    await fillAddress(user);
    await user.click(submitButton());
    await user.click(submitButton());
    await waitFor(() => expect(calls).toBe(1));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(calls).toBe(1);
  });
});

describe('activate-account: a member the owner added (decision 0047)', { timeout: 15_000 }, () => {
  /** The owner of the incomplete team adds a member through the app's own call, as on 'Agregar miembro'. */
  async function memberAddedByOwner() {
    const owner = userByUsername(db(), demoAccount('ownerIncompleteTeam').username)!;
    await signInAs(owner);
    const res = await api.call(membersEndpoints.register, {
      body: {
        dni: '33444555',
        first_name: 'Julieta',
        last_name: 'Sosa',
        licence_number: null,
        primary_phone_number: '3415550011',
        secondary_phone_number: '3415550022',
        emergency_contact_number: null,
        email: 'julieta.sosa@example.com',
        birth_date: '1994-02-11',
        gender: 'F',
        blood_type: null,
        is_helmsman: false,
        member_category: null,
      },
    });
    if (!res.ok) throw new Error(res.message);
    return userById(db(), res.data.user.id)!;
  }

  it('starts from what the owner entered, and activates with it once the address is filled', async () => {
    const member = await memberAddedByOwner();
    await signInAs(member);
    const { history } = renderPage(<ActivateAccountPage title="Activar Cuenta" />, PATH);
    expect(await screen.findByRole('textbox', { name: /^Nombre/ })).toHaveValue('Julieta');
    expect(textbox(/^Apellido/)).toHaveValue('Sosa');
    expect(textbox(/^DNI/)).toHaveValue('33444555');
    expect(textbox(/^Correo electrónico/)).toHaveValue('julieta.sosa@example.com');
    expect(textbox(/^Teléfono principal/)).toHaveValue('3415550011');
    expect(textbox(/^Teléfono secundario/)).toHaveValue('3415550022');
    const year = within(screen.getByRole('group', { name: /Fecha de nacimiento/ })).getAllByRole('spinbutton').at(-1);
    expect(year).toHaveAttribute('aria-valuenow', '1994');
    expect(screen.getByRole('button', { name: /Género/ })).toHaveTextContent('Femenino');

    const user = userEvent.setup();
    await fillAddress(user);
    await user.click(submitButton());
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(userById(db(), member.id)?.status).toBe('active');
  });
});
