import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { demoAccount, type DemoAccountKey } from '@mocks/demo-accounts';
import { teamReminderTexts } from '@contracts/team-reminder-texts';
import TeamDetailPage from '@/features/teams/admin/team-detail-page';
import { renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** A demo account's team, its owner's phone set to `phone` as people write it. */
function ownerWithPhone(key: DemoAccountKey, phone: string | null) {
  const owner = userByUsername(db(), demoAccount(key).username)!;
  owner.personal_info!.primary_phone_number = phone;
  return { owner, teamId: owner.team_id! };
}

/**
 * capitan.completo's paid team without its boat: the one step it lacks needs no competition
 * name, so the link, when there is one, comes with the detail and its absence means something.
 */
function teamLackingItsBoat(phone: string | null) {
  const team = ownerWithPhone('ownerCompleteTeam', phone);
  db().boats = db().boats.filter((b) => b.team_id !== team.teamId);
  return team;
}

async function renderTeam(teamId: number) {
  await signInAs('clientAdmin');
  renderScreen(
    <Route path={routePattern('teamView')}>
      <TeamDetailPage title="Detalle del equipo" />
    </Route>,
    href('teamView', { id: teamId }),
  );
  return (await screen.findByRole('heading', { name: 'Dueño del equipo' })).closest('section')!;
}

const whatsAppIn = (card: HTMLElement) => within(card).queryByRole('link', { name: /^Escribir por WhatsApp/ });

describe('admin team detail: WhatsApp and a call to the owner (issues 22, 31)', () => {
  it("writes to the owner's normalised phone with the reminder of each step the team lacks", async () => {
    const { owner, teamId } = ownerWithPhone('ownerIncompleteTeam', '(0351) 15 234-5678');
    const card = await renderTeam(teamId);
    const name = `${owner.personal_info!.first_name} ${owner.personal_info!.last_name}`;
    expect(within(card).getByText(name)).toBeInTheDocument();
    const link = await within(card).findByRole('link', { name: `Escribir por WhatsApp a ${name} (se abre en otra pestaña)` });
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe('/5493512345678');
    const text = url.searchParams.get('text')!;
    // capitan.incompleto: a member and the helmsman short, registered without paying.
    expect(text).toContain(`Hola, ${owner.personal_info!.first_name}:`);
    expect(text).toContain(teamReminderTexts.missing_members.title);
    expect(text).toContain(teamReminderTexts.missing_helmsman.title);
    expect(text).toContain(teamReminderTexts.payment_due.title);
    expect(text).not.toContain(teamReminderTexts.missing_boat.title);
    expect(text).not.toContain('{{');
  });

  it('writes about the one step a paid team lacks', async () => {
    const { teamId } = teamLackingItsBoat('+54 9 11 2345-6789');
    const card = await renderTeam(teamId);
    const text = new URL(whatsAppIn(card)!.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain(teamReminderTexts.missing_boat.title);
    expect(text).not.toContain(teamReminderTexts.payment_due.title);
  });

  it('offers no link without a phone', async () => {
    const { teamId } = teamLackingItsBoat(null);
    const card = await renderTeam(teamId);
    expect(within(card).getByText('Teléfono').nextElementSibling).toHaveTextContent('—');
    expect(whatsAppIn(card)).not.toBeInTheDocument();
  });

  it('offers no link when the phone is not a number WhatsApp can reach', async () => {
    const { teamId } = teamLackingItsBoat('2345-6789');
    const card = await renderTeam(teamId);
    expect(within(card).getByText('2345-6789')).toBeInTheDocument();
    expect(whatsAppIn(card)).not.toBeInTheDocument();
  });

  // Issue 31: organisers write to complete teams too (the day's logistics); the reminder text
  // comes only with a missing step.
  it('writes to the owner of a team that lacks nothing, with no reminder written in', async () => {
    const { owner, teamId } = ownerWithPhone('ownerCompleteTeam', '1123456789');
    const card = await renderTeam(teamId);
    const name = `${owner.personal_info!.first_name} ${owner.personal_info!.last_name}`;
    const link = await within(card).findByRole('link', { name: `Escribir por WhatsApp a ${name} (se abre en otra pestaña)` });
    expect(link).toHaveAttribute('href', 'https://wa.me/5491123456789');
  });

  it("gives the owner's phone as a link that calls it", async () => {
    const { teamId } = ownerWithPhone('ownerIncompleteTeam', '(0351) 15 234-5678');
    const card = await renderTeam(teamId);
    expect(within(card).getByRole('link', { name: '(0351) 15 234-5678' })).toHaveAttribute('href', 'tel:+5493512345678');
  });

  it('shows a phone nobody can dial as text, not as a link', async () => {
    const { teamId } = teamLackingItsBoat('llamar a la tarde');
    const card = await renderTeam(teamId);
    expect(within(card).getByText('llamar a la tarde')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'llamar a la tarde' })).not.toBeInTheDocument();
  });
});
