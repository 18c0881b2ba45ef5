import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { teamById, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { AppQueryProvider, appQueryClient } from '@/app/query-provider';
import { signOut } from '@/features/auth/auth-actions';
import { sessionTokenStore } from '@/lib/session/session';
import { ownTeamQuery, useOwnTeam } from '@/lib/team/team-readings';
import { signInAs } from '../features/support';

const teamName = (username: string) => teamById(db(), userByUsername(db(), username)!.team_id!)!.name;

function TeamName() {
  const team = useOwnTeam();
  return <p>{team.data ? `Equipo: ${team.data.name}` : 'Cargando'}</p>;
}

describe("the app's query cache", () => {
  it('is emptied on sign-out', async () => {
    await signInAs('capitan.completo');
    await appQueryClient.fetchQuery(ownTeamQuery());
    expect(appQueryClient.getQueryCache().getAll()).not.toHaveLength(0);

    signOut();

    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps its reads when the same user gets a new token (a refresh)', async () => {
    const user = await signInAs('capitan.completo');
    await appQueryClient.fetchQuery(ownTeamQuery());
    // The refreshed token names the same user: nothing to forget.
    act(() => sessionTokenStore.setAccessToken(localStorage.getItem('accessToken')!));
    expect(appQueryClient.getQueryData(ownTeamQuery().queryKey)).toMatchObject({ id: user.team_id });
  });

  it("shows the next account its own team, never the previous one's, when the account changes", async () => {
    await signInAs('capitan.completo');
    render(
      <AppQueryProvider>
        <TeamName />
      </AppQueryProvider>,
    );
    expect(await screen.findByText(`Equipo: ${teamName('capitan.completo')}`)).toBeInTheDocument();

    // Another account signs in (here or in another tab) while the dashboard is open.
    await act(async () => {
      await signInAs('capitan.incompleto');
    });

    expect(await screen.findByText(`Equipo: ${teamName('capitan.incompleto')}`)).toBeInTheDocument();
    expect(screen.queryByText(`Equipo: ${teamName('capitan.completo')}`)).not.toBeInTheDocument();
  });
});
