import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkInMessages } from '@contracts/check-ins-messages';
import { credentialQrText } from '@contracts/core/credential-qr';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { currentCompetition } from '@mocks/rules/current-competition';
import { depart, registrationAtDock } from '@mocks/rules/dock';
import DockPage from '@/features/tournament-day/dock/dock-page';
import { dockTexts } from '@/features/tournament-day/dock/dock-texts';
import { scannerMessages } from '@/features/tournament-day/shared/scanner-messages';
import { href } from '@/lib/routing/routes';
import { renderScreen, signInAs } from '../../support';
import { fakeCameraShowing, removeFakeCamera } from '../fake-camera';

const competitionId = () => currentCompetition(db())!.id;
const teamNumbered = (n: number) => db().teamCompetitions.find((r) => r.competition_id === competitionId() && r.team_number === n)!;
const teamName = (n: number) => db().teams.find((t) => t.id === teamNumbered(n).team_id)!.name;

async function open(who: 'judge' | 'clientAdmin' = 'judge') {
  await signInAs(who);
  renderScreen(<DockPage title="Control de muelle" />, href('checkIn'));
  await screen.findByRole('tablist', { name: dockTexts.lists }, { timeout: 10_000 });
}

async function typeNumber(n: number) {
  const field = screen.getByRole('textbox', { name: dockTexts.number });
  await userEvent.clear(field);
  await userEvent.type(field, String(n));
  await userEvent.click(screen.getByRole('button', { name: dockTexts.find }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dock (issue 35)', { timeout: 30_000 }, () => {
  it('a judge types a team number, sees the team to confirm, and records its departure once with the time', async () => {
    await open();
    expect(screen.getByRole('tab', { name: `${dockTexts.out} (0)` })).toBeInTheDocument();
    const accepted = db().teamCompetitions.filter((r) => r.competition_id === competitionId() && r.status === 'accepted').length;
    expect(screen.getByRole('tab', { name: `${dockTexts.notArrived} (${accepted})` })).toBeInTheDocument();

    await typeNumber(1);
    const card = await screen.findByRole('region', { name: `Equipo 1 · ${teamName(1)}` });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(card).getByText('Barra')).toBeInTheDocument();
    expect(within(card).getByText('Embarcación')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(db().checkIns).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: dockTexts.depart }));
    expect(await within(card).findByText(new RegExp(`^${checkInMessages.out}: \\d{2}/\\d{2}/\\d{4}`))).toBeInTheDocument();
    expect(db().checkIns).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: `${dockTexts.out} (1)` })).toBeInTheDocument();
    // The same team now goes back with the other button; the departure is not offered again.
    expect(within(card).queryByRole('button', { name: dockTexts.depart })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.return }));
    expect(await within(card).findByText(new RegExp(`^${checkInMessages.back}: `))).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `${dockTexts.back} (1)` })).toBeInTheDocument();
    expect(db().checkIns[0]!.returned_at).not.toBeNull();
  });

  it("shows the server's refusal next to the number: no such team, a paid team not accepted", async () => {
    await open('clientAdmin');
    await typeNumber(999);
    expect(await screen.findByRole('alert')).toHaveTextContent(checkInMessages.noTeamWithNumber);
    await typeNumber(21);
    expect(await screen.findByText(checkInMessages.notAccepted)).toBeInTheDocument();
    expect(db().checkIns).toHaveLength(0);
  });

  it('a team another phone sent out meanwhile: the refusal, and the card shows it out', async () => {
    await open();
    await typeNumber(2);
    const card = await screen.findByRole('region', { name: `Equipo 2 · ${teamName(2)}` });
    const now = new Date().toISOString();
    depart(db(), registrationAtDock(db(), competitionId(), { team_number: 2 }), 1, now, now);
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.depart }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(checkInMessages.alreadyOut);
    expect(await within(card).findByRole('button', { name: dockTexts.return })).toBeInTheDocument();
    expect(db().checkIns).toHaveLength(1);
  });

  it('a lost answer is retried as the same write (the same Idempotency-Key) and recorded once', async () => {
    await open();
    const keys: (string | null)[] = [];
    let lose = true;
    server.use(
      http.post('*/api/check_ins', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (lose) {
          lose = false;
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    await typeNumber(3);
    const card = await screen.findByRole('region', { name: `Equipo 3 · ${teamName(3)}` });
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.depart }));
    expect(await within(card).findByText(dockTexts.unknownOutcome)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: dockTexts.retry }));
    expect(await within(card).findByText(new RegExp(`^${checkInMessages.out}: `))).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(db().checkIns).toHaveLength(1);
  });

  it("a scanned credential of another competition gets the server's refusal next to the scanner", async () => {
    fakeCameraShowing([credentialQrText({ competitionId: competitionId() + 40, teamNumber: 4, registrationNumber: 4 })]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: scannerMessages.open }));
    expect(await screen.findByText(checkInMessages.otherCompetition, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(db().checkIns).toHaveLength(0);
    removeFakeCamera();
  });
});
