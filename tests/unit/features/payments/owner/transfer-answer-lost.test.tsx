import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import TeamCompetitionsPage from '@/features/competitions/owner/team-competitions-page';
import { TransferForm } from '@/features/payments/owner/transfer-form';
import { href } from '@/lib/routing/routes';
import { toast, toasts } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';

/**
 * Issue 19: a transfer the server recorded but whose answer was lost. Competencia must not
 * keep offering 'Pagar por transferencia' for a registration the server already has a payment
 * for: the failed write refetches what it could have changed.
 */
beforeEach(() => toast.clear());

describe('a transfer whose answer was lost', () => {
  it('says so in Spanish, and Competencia shows the payment in progress instead of offering to pay again', async () => {
    // The mock records the transfer, then the connection drops before the answer arrives.
    server.use(
      http.post('*/api/payments/transfer', async ({ request }) => {
        await getResponse(handlers, request);
        return HttpResponse.error();
      }),
    );
    await signInAs('ownerUnpaidTeam');
    const price = validPriceAt(db().competitionPrices, currentCompetition(db())!.id, 'transfer', new Date())!;
    renderScreen(
      <>
        <TeamCompetitionsPage title="Competencia" />
        <TransferForm priceId={price.id} />
      </>,
      href('competitions'),
    );
    expect(await screen.findByRole('link', { name: 'Pagar por transferencia' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Apellido/ }), 'Pérez');
    await user.type(screen.getByRole('textbox', { name: /^CUIT/ }), '20-12345678-6');
    await user.click(screen.getByRole('button', { name: 'Informar transferencia' }));

    await waitFor(() => expect(toasts.value.map((t) => t.type)).toContain('error'));
    expect(toasts.value.map((t) => t.message).join(' ')).not.toMatch(/fetch|no response|http/i);
    expect(await screen.findByText('Pago en Progreso')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar por transferencia' })).not.toBeInTheDocument();
  });
});
