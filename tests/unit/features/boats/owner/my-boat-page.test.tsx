import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { boatOf } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import MyBoatPage from '@/features/boats/owner/my-boat-page';
import { toast } from '@/ui/toast-store';
import { fakeClockOnDemand, fakeTimerUser } from '../../../ui/fake-timers';
import { goToHash, recordBodies, renderScreen, signInAs } from '../../support';
import { errorSummaryBox, summaryErrors } from '../../../ui/error-summary-queries';
import { href } from '@/lib/routing/routes';

const PATH = href('myBoat');
/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;
const renderBoat = (hash = '') => renderScreen(<MyBoatPage title="Embarcación" />, `${PATH}${hash}`);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const nameField = () => field(/^Nombre/);
const hpField = () => field(/Potencia del motor/);

/** The incomplete team's owner, with the team's boat removed: the screen's empty state. */
async function ownerWithoutBoat() {
  const owner = await signInAs('ownerIncompleteTeam');
  const boat = boatOf(db(), owner.team_id!);
  if (boat) db().boats.splice(db().boats.indexOf(boat), 1);
  return owner;
}

/** The form shows once the team has loaded. */
const formReady = () => screen.findByRole('textbox', { name: /^Nombre/ });

async function fillValidBoat(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await formReady(), 'La Tararira');
  await user.type(field(/Matrícula/), 'REY-1234');
  await user.type(field(/Marca del motor/), 'Yamaha');
  await user.type(hpField(), '115');
  await user.tab();
  await user.click(screen.getByRole('checkbox', { name: 'Tiene radio' }));
}

beforeEach(() => toast.clear());

describe('my-boat, owner without a boat', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows the empty state whose link opens the form (#create) and focuses it', async () => {
    await ownerWithoutBoat();
    renderBoat();
    const link = await screen.findByRole('link', { name: 'Registrar embarcación' });
    expect(link).toHaveAttribute('href', '#create');

    await userEvent.setup().click(link);
    expect(window.location.hash).toBe('#create');
    expect(screen.getByRole('heading', { level: 2, name: 'Registrar embarcación' })).toHaveFocus();
    expect(nameField()).toHaveValue('');
  });

  it('registers the boat with hp as a number, toasts and shows it', async () => {
    const owner = await ownerWithoutBoat();
    const bodies = recordBodies('post', '/boats');
    renderBoat('#create');
    const user = userEvent.setup();
    await fillValidBoat(user);
    await user.click(screen.getByRole('button', { name: 'Registrar embarcación' }));

    expect(await screen.findByText('¡Embarcación creada!')).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'La Tararira', registration_number: 'REY-1234', engine_brand: 'Yamaha', hp: 115, has_radio: true, is_yacht: false },
    ]);
    expect(boatOf(db(), owner.team_id!)).toMatchObject({ name: 'La Tararira', hp: 115 });
    const details = screen.getByRole('heading', { level: 2, name: 'La Tararira' });
    expect(details).toHaveFocus();
    expect(screen.getByText('115 HP')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Editar embarcación' })).toHaveAttribute('href', '#edit');
  });

  it('shows every required message on an empty submit and focuses the error summary', async () => {
    await ownerWithoutBoat();
    const bodies = recordBodies('post', '/boats');
    renderBoat('#create');
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Registrar embarcación' }));
    // Each field once, named by its label.
    expect(await summaryErrors()).toEqual(
      ['Nombre', 'Matrícula', 'Marca del motor', 'Potencia del motor (HP)'].map((label) => `${label}: Este campo es obligatorio`),
    );
    expect(await errorSummaryBox()).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('rejects hp outside 1-1000 and names shorter or longer than SPEC §5 allows', async () => {
    await ownerWithoutBoat();
    renderBoat('#create');
    const user = userEvent.setup();
    await user.type(await formReady(), 'Un nombre larguísimo de bote');
    await user.type(field(/Marca del motor/), 'Y');
    await user.type(hpField(), '1500');
    await user.tab();
    expect(await screen.findByText('No debe tener más de 20 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('No debe ser más de 1000')).toBeInTheDocument();

    await user.clear(hpField());
    await user.type(hpField(), '0');
    await user.tab();
    expect(await screen.findByText('Debe ser al menos 1')).toBeInTheDocument();
  });

  it('keeps the input and toasts the SPEC message when the server fails', async () => {
    await ownerWithoutBoat();
    server.use(http.post('*/api/boats', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    renderBoat('#create');
    const user = userEvent.setup();
    await fillValidBoat(user);
    await user.click(screen.getByRole('button', { name: 'Registrar embarcación' }));

    expect(await screen.findByText('Error al crear la embarcación, intente nuevamente')).toBeInTheDocument();
    expect(nameField()).toHaveValue('La Tararira');
    expect(hpField()).toHaveValue('115');
    expect(screen.getByRole('checkbox', { name: 'Tiene radio' })).toBeChecked();
  });

  it('shows the server refusal when the team already has a boat', async () => {
    const owner = await ownerWithoutBoat();
    renderBoat('#create');
    await formReady();
    // Another tab registered one meanwhile.
    db().boats.push({ id: 999, team_id: owner.team_id!, name: 'Otra', registration_number: 'X', engine_brand: 'Mercury', hp: 40, has_radio: false, is_yacht: false, created_at: '', updated_at: '' });
    const user = userEvent.setup();
    await fillValidBoat(user);
    await user.click(screen.getByRole('button', { name: 'Registrar embarcación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El equipo ya tiene una embarcación');
    expect(nameField()).toHaveValue('La Tararira');
  });

  it('sends one request when submit is pressed twice', async () => {
    await ownerWithoutBoat();
    const bodies = recordBodies('post', '/boats');
    renderBoat('#create');
    const user = userEvent.setup();
    await fillValidBoat(user);
    const submit = screen.getByRole('button', { name: 'Registrar embarcación' });
    await user.dblClick(submit);
    await screen.findByText('¡Embarcación creada!');
    expect(bodies).toHaveLength(1);
  });
});

describe('my-boat form validation timing (SPEC §5)', { timeout: FORM_TEST_TIMEOUT }, () => {
  const fakeClockFromNow = fakeClockOnDemand();

  it('shows a text error 500 ms after typing stops, at once on blur', async () => {
    await ownerWithoutBoat();
    renderBoat('#create');
    // The team loads with real timers (the mock signs and checks tokens asynchronously); the clock is faked after.
    await formReady();
    fakeClockFromNow();
    const user = fakeTimerUser();
    await user.type(nameField(), 'ab');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Debe tener al menos 3 caracteres')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Debe tener al menos 3 caracteres')).toBeInTheDocument();

    await user.type(field(/Marca del motor/), 'Y');
    expect(screen.queryByText('Debe tener al menos 2 caracteres')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Debe tener al menos 2 caracteres')).toBeInTheDocument();
  });
});

describe('my-boat, owner with a boat', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('edits sending only the changed fields', async () => {
    const owner = await signInAs('ownerCompleteTeam');
    const stored = { ...boatOf(db(), owner.team_id!)! };
    const bodies = recordBodies('patch', `/boats/${stored.id}`);
    renderBoat();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Editar embarcación' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Editar embarcación' })).toHaveFocus();
    expect(nameField()).toHaveValue(stored.name);

    await user.clear(field(/Marca del motor/));
    await user.type(field(/Marca del motor/), 'Suzuki');
    await user.click(screen.getByRole('checkbox', { name: 'Es un yate' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('¡Embarcación actualizada!')).toBeInTheDocument();
    expect(bodies).toEqual([{ engine_brand: 'Suzuki', is_yacht: !stored.is_yacht }]);
    expect(screen.getByRole('heading', { level: 2, name: stored.name })).toHaveFocus();
  });

  it("says 'No se han realizado cambios' and sends nothing when nothing changed", async () => {
    const owner = await signInAs('ownerCompleteTeam');
    const stored = boatOf(db(), owner.team_id!)!;
    const bodies = recordBodies('patch', `/boats/${stored.id}`);
    renderBoat('#edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('No se han realizado cambios')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('keeps the edit and toasts the SPEC message when the update fails', async () => {
    const owner = await signInAs('ownerCompleteTeam');
    const stored = boatOf(db(), owner.team_id!)!;
    server.use(http.patch('*/api/boats/:id', () => HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 })));
    renderBoat('#edit');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Nombre/ }));
    await user.type(nameField(), 'Nuevo nombre');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Error al actualizar la embarcación, intente nuevamente')).toBeInTheDocument();
    expect(nameField()).toHaveValue('Nuevo nombre');
    expect(boatOf(db(), owner.team_id!)!.name).toBe(stored.name);
  });

  it('leaves the form with Cancelar and with the back button', async () => {
    await signInAs('ownerCompleteTeam');
    renderBoat('#edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    goToHash('#edit');
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    goToHash('');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
  });
});

describe('my-boat, member (role 4)', () => {
  it('reads the boat with no form controls, even at #edit', async () => {
    const member = await signInAs('teamMember');
    const stored = boatOf(db(), member.team_id!)!;
    renderBoat('#edit');
    const details = await screen.findByRole('heading', { level: 2, name: stored.name });
    const section = details.closest('section')!;
    expect(within(section).getByText(stored.registration_number)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar embarcación' })).not.toBeInTheDocument();
  });

  it('says the team has not registered a boat yet', async () => {
    const member = await signInAs('teamMember');
    const boat = boatOf(db(), member.team_id!)!;
    db().boats.splice(db().boats.indexOf(boat), 1);
    renderBoat('#create');
    expect(await screen.findByText('Tu equipo todavía no registró una embarcación')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar embarcación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('my-boat, other states', () => {
  it('points an owner without a team to create-team', async () => {
    await signInAs('ownerWithoutTeam');
    renderBoat();
    expect(screen.getByRole('link', { name: 'Crear equipo' })).toHaveAttribute('href', href('createTeam'));
  });

  it('shows the load error and retries', async () => {
    await signInAs('ownerCompleteTeam');
    let failures = 1;
    server.use(
      http.get('*/api/teams', () => {
        if (failures-- > 0) return HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 });
        return undefined;
      }),
    );
    renderBoat();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los datos de la embarcación');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Editar embarcación' })).toBeInTheDocument();
  });
});
