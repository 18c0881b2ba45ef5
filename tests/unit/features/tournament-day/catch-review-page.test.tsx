import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { catchesMessages } from '@contracts/catches-messages';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import CatchReviewPage from '@/features/tournament-day/jury/catch-review-page';
import { juryMessages } from '@/features/tournament-day/jury/jury-messages';
import { href } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../support';
import { loggedCatch } from './day-fixtures';

async function open() {
  await signInAs('clientAdmin');
  renderScreen(<CatchReviewPage title="Jurado" />, href('catchReview'));
  return screen.findByRole('grid', { name: 'Capturas' }).catch(() => screen.findByRole('table', { name: 'Capturas' }));
}

const rowOf = async (table: HTMLElement, text: RegExp) => (await within(table).findByText(text)).closest('[role="row"], tr') as HTMLElement;

describe('the jury (issue 35)', { timeout: 20_000 }, () => {
  it('lists the pending catches with team, species, size, angler, time and judge', async () => {
    const piece = loggedCatch(0, 'Pejerrey', 31.5);
    const table = await open();
    const row = await rowOf(table, /31,5 cm/);
    expect(row).toHaveTextContent('Pejerrey');
    expect(row).toHaveTextContent('fiscal.muelle');
    expect(row).toHaveTextContent('Pendiente');
    expect(db().catches.find((c) => c.id === piece.id)!.status).toBe('pending');
  });

  it('accepts a catch: it leaves the pending queue and scores', async () => {
    const piece = loggedCatch(1, 'Tararira', 44);
    const table = await open();
    const row = await rowOf(table, /44 cm/);
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`Aceptar captura ${piece.id}`) }));
    await waitFor(() => expect(db().catches.find((c) => c.id === piece.id)!.status).toBe('accepted'));
    await waitFor(() => expect(within(table).queryByText(/44 cm/)).not.toBeInTheDocument());
  });

  it("rejects with a reason, which reaches the team's bell", async () => {
    const piece = loggedCatch(2, 'Boga', 52);
    const before = db().userNotifications.filter((n) => n.type === 'catch_rejected' && n.team_id === piece.team_id).length;
    const table = await open();
    const row = await rowOf(table, /52 cm/);
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`Rechazar captura ${piece.id}`) }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar captura' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar captura' }));
    expect(await within(dialog).findByText(catchesMessages.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'La foto no muestra la medida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar captura' }));
    await waitFor(() => expect(db().catches.find((c) => c.id === piece.id)!.status).toBe('rejected'));
    expect(db().catches.find((c) => c.id === piece.id)!.rejection_reason).toBe('La foto no muestra la medida');
    expect(db().userNotifications.filter((n) => n.type === 'catch_rejected' && n.team_id === piece.team_id).length).toBeGreaterThan(before);
  });

  it("shows a refusal in the server's words beside the catch (another juror accepted it meanwhile)", async () => {
    const piece = loggedCatch(3, 'Pejerrey', 28);
    const table = await open();
    const row = await rowOf(table, /28 cm/);
    // Another juror's acceptance, after this page read the queue.
    db().catches.find((c) => c.id === piece.id)!.status = 'accepted';
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`Aceptar captura ${piece.id}`) }));
    expect(await within(row).findByText(catchesMessages.alreadyAccepted)).toBeInTheDocument();
  });

  it('offers Reintentar after a lost answer, and the retry accepts it once', async () => {
    const piece = loggedCatch(4, 'Tararira', 36.5);
    let dropped = 0;
    server.use(
      http.patch('*/api/catches/:id/accept', () => {
        dropped += 1;
        return dropped === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const table = await open();
    const row = await rowOf(table, /36,5 cm/);
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`Aceptar captura ${piece.id}`) }));
    expect(await within(row).findByText(juryMessages.unknownOutcome)).toBeInTheDocument();
    expect(db().catches.find((c) => c.id === piece.id)!.status).toBe('pending');
    await userEvent.click(within(row).getByRole('button', { name: `Reintentar: captura ${piece.id}` }));
    await waitFor(() => expect(db().catches.find((c) => c.id === piece.id)!.status).toBe('accepted'));
    expect(db().catches.find((c) => c.id === piece.id)!.history.filter((h) => h.changes.some((ch) => ch.to === 'accepted'))).toHaveLength(1);
  });

  it('corrects only the size, with the reason, and the history shows who changed what', async () => {
    const piece = loggedCatch(5, 'Pejerrey', 33);
    const table = await open();
    const row = await rowOf(table, /33 cm/);
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`Corregir captura ${piece.id}`) }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir captura' });
    const size = within(dialog).getByRole('textbox', { name: /Medida/ });
    await userEvent.clear(size);
    await userEvent.type(size, '34,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de la corrección/ }), 'Se midió de nuevo en el muelle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección' }));
    await waitFor(() => expect(db().catches.find((c) => c.id === piece.id)!.size_cm).toBe(34.5));
    const entry = db().catches.find((c) => c.id === piece.id)!.history.at(-1)!;
    expect(entry.changes).toEqual([{ field: 'size_cm', from: 33, to: 34.5 }]);
    await userEvent.click(await within(table).findByText(/34,5 cm/));
    const detail = await screen.findByRole('dialog', { name: 'Detalle de la captura' });
    expect(within(detail).getByText(/Medida: 33 cm → 34,5 cm \(motivo: Se midió de nuevo en el muelle\)/)).toBeInTheDocument();
  });
});
