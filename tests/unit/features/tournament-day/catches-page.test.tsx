import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { credentialQrText } from '@contracts/core/credential-qr';
import { scoringMessages } from '@contracts/scoring-messages';
import { db } from '@mocks/db/store';
import { membersOf, userById } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import { scoringRulesOf } from '@mocks/rules/scoring-setup';
import type { ApiResponse } from '@/api/result';
import { createOutbox, type OutboxState, type OutboxStorage } from '@/features/tournament-day/shared/outbox';
import { CatchLog } from '@/features/tournament-day/catches/catches-page';
import { catchesTexts } from '@/features/tournament-day/catches/catches-texts';
import { renderPage, signInAs } from '../support';
import { fakeCameraShowing, removeFakeCamera } from './fake-camera';

function memoryStorage(): OutboxStorage {
  const kept = new Map<number, OutboxState>();
  return { load: async (id) => structuredClone(kept.get(id)), save: async (id, state) => void kept.set(id, structuredClone(state)) };
}

/** The seeded current competition's first accepted team with members, and its first species' rule. */
function day() {
  const competition = currentCompetition(db())!;
  const registration = db()
    .teamCompetitions.filter((r) => r.competition_id === competition.id && r.status === 'accepted' && r.team_number !== null)
    .find((r) => membersOf(db(), r.team_id).length > 0)!;
  const member = userById(db(), membersOf(db(), registration.team_id)[0]!.user_id)!;
  const rule = scoringRulesOf(db(), competition.id).species[0]!;
  const species = db().fishSpecies.find((s) => s.id === rule.fish_species_id)!;
  return { registration, member: `${member.personal_info!.first_name} ${member.personal_info!.last_name}`, rule, species };
}

async function fill(user: ReturnType<typeof userEvent.setup>, size: string) {
  const { registration, member, species } = day();
  const form = await screen.findByRole('form', { name: 'Nueva captura' });
  await user.type(within(form).getByRole('textbox', { name: 'Número de equipo' }), String(registration.team_number));
  await user.click(within(form).getByRole('button', { name: /Especie/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${species.name}`) }));
  await user.type(within(form).getByRole('textbox', { name: 'Medida (cm)' }), size);
  await user.click(within(form).getByRole('button', { name: /Quién la pescó/ }));
  await user.click(await screen.findByRole('option', { name: member }));
  return form;
}

afterEach(() => {
  removeFakeCamera();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The catch log of a judge, its outbox kept in memory and never sent. */
async function openLog() {
  const judge = await signInAs('judge');
  const outbox = createOutbox({ userId: judge.id, storage: memoryStorage(), send: async () => ({}) as ApiResponse<unknown>, online: () => false });
  renderPage(<CatchLog outbox={outbox} />, '/dashboard/catches');
  return { outbox, form: await screen.findByRole('form', { name: 'Nueva captura' }) };
}

describe('Capturas: the judge’s catch log (issue 35)', () => {
  it('refuses a piece under the minimum at once with the rule’s words, and keeps nothing', async () => {
    const judge = await signInAs('judge');
    const outbox = createOutbox({ userId: judge.id, storage: memoryStorage(), send: async () => ({}) as ApiResponse<unknown>, online: () => false });
    const user = userEvent.setup();
    renderPage(<CatchLog outbox={outbox} />, '/dashboard/catches');
    const { rule, species } = day();
    const under = rule.min_size_cm - 0.5;
    const form = await fill(user, under.toLocaleString('es-AR'));
    await user.click(within(form).getByRole('button', { name: 'Registrar captura' }));
    expect(await within(form).findByText(scoringMessages.underMinimum(species.name, under, rule.min_size_cm))).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Medida (cm)' })).toHaveAttribute('aria-invalid', 'true');
    expect(outbox.items.value).toEqual([]);
  });

  it('keeps a catch in the outbox with its own key, says it waits, and clears the form for the next one', async () => {
    const judge = await signInAs('judge');
    const outbox = createOutbox({ userId: judge.id, storage: memoryStorage(), send: async () => ({}) as ApiResponse<unknown>, online: () => false });
    const user = userEvent.setup();
    renderPage(<CatchLog outbox={outbox} />, '/dashboard/catches');
    const { registration, rule } = day();
    // The es-AR comma (the point typed by a judge is covered in the browser: tests/serve/day-catches.spec.ts).
    const form = await fill(user, `${rule.min_size_cm + 5},5`);
    await user.click(within(form).getByRole('button', { name: 'Registrar captura' }));
    expect(await within(form).findByText(`Captura del equipo ${registration.team_number} guardada en el teléfono. Podés registrar la siguiente.`)).toHaveAttribute('role', 'status');
    expect(outbox.items.value).toHaveLength(1);
    expect(outbox.items.value[0]!.steps[0]).toMatchObject({ endpoint: 'catches.create', body: { team_id: registration.team_id, size_cm: rule.min_size_cm + 5.5 } });
    expect(outbox.items.value[0]!.steps[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('1 captura esperando para enviarse')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Medida (cm)' })).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Capturas en el teléfono' })).getByText('Esperando envío')).toBeInTheDocument();
  });

  it('shows a refused catch with the server’s reason, to fix and resend or discard', async () => {
    const judge = await signInAs('judge');
    const reason = 'Quien pescó la pieza no es integrante de ese equipo.';
    const outbox = createOutbox({
      userId: judge.id,
      storage: memoryStorage(),
      send: async () => ({ ok: false, statusCode: 422, statusText: 'Unprocessable Entity', message: reason, data: null, errorCode: 'BUSINESS_RULE' }),
    });
    await outbox.add({ summary: { team: '3 · Los Dorados', species: 'Pejerrey', size_cm: 30, member: 'Ana Gómez', time: '09:40' }, steps: [{ endpoint: 'catches.create', body: { size_cm: 30 } }] });
    await outbox.flush();
    const user = userEvent.setup();
    renderPage(<CatchLog outbox={outbox} />, '/dashboard/catches');
    const list = await screen.findByRole('list', { name: 'Capturas en el teléfono' });
    expect(within(list).getByText(reason)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('list', { name: 'Capturas en el teléfono' })).not.toBeInTheDocument();
    expect(outbox.items.value).toEqual([]);
  });

  it('takes the team from a scanned credential of this competition, and names it under the number', async () => {
    const { registration } = day();
    const team = db().teams.find((t) => t.id === registration.team_id)!;
    const competitionId = currentCompetition(db())!.id;
    fakeCameraShowing([credentialQrText({ competitionId, teamNumber: registration.team_number!, registrationNumber: registration.team_number! })]);
    const { form } = await openLog();
    await userEvent.click(within(form).getByRole('button', { name: catchesTexts.scan }));
    const number = within(form).getByRole('textbox', { name: 'Número de equipo' });
    await vi.waitFor(() => expect(number).toHaveValue(String(registration.team_number)), { timeout: 5000 });
    // The team's name once the form has found it among the competition's teams.
    await vi.waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining(team.name)));
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a scanned credential of another competition next to the team number, and leaves the number empty', async () => {
    const competitionId = currentCompetition(db())!.id;
    fakeCameraShowing([credentialQrText({ competitionId: competitionId + 40, teamNumber: 4, registrationNumber: 4 })]);
    const { form, outbox } = await openLog();
    await userEvent.click(within(form).getByRole('button', { name: catchesTexts.scan }));
    const number = within(form).getByRole('textbox', { name: 'Número de equipo' });
    await vi.waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    expect(number).toHaveAccessibleDescription(expect.stringContaining(catchesTexts.otherCompetition));
    expect(number).toHaveValue('');
    expect(outbox.items.value).toEqual([]);
  });
});
