import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, signInAs } from './render-app';
import { href } from '@/lib/routing/routes';

describe('route guard', () => {
  it('sends a visitor without session from a dashboard route to sign-in and remembers the origin', async () => {
    const { location } = renderApp(href('myTeam'));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
    expect(sessionStorage.getItem('pesca:returnTo')).toBe(href('myTeam'));
  });

  it('sends a member who opens an admin route to /unauthorized', async () => {
    await signInAs('teamMember');
    const { location } = renderApp(href('users'));
    expect(await screen.findByRole('heading', { name: 'No Autorizado' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/unauthorized');
  });

  it('sends a registered user away from active-only routes but lets them open help', async () => {
    await signInAs('registeredUser');
    const first = renderApp(href('myTeam'));
    await waitFor(() => expect(first.location.history.at(-1)).toBe('/unauthorized'));
    first.unmount();
    const second = renderApp(href('help'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument());
    expect(second.location.history.at(-1)).toBe(href('help'));
  });

  it('redirects public screens to the dashboard when a session exists', async () => {
    await signInAs('systemAdmin');
    const { location } = renderApp('/signup');
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('sends an owner who already has a team from create-team to my-team', async () => {
    await signInAs('ownerCompleteTeam');
    const { location } = renderApp(href('createTeam'));
    await waitFor(() => expect(location.history.at(-1)).toBe(href('myTeam')));
  });

  it('sends unknown paths to sign-in and /home to the dashboard', async () => {
    const unknown = renderApp('/no-existe');
    await waitFor(() => expect(unknown.location.history.at(-1)).toBe('/'));
    unknown.unmount();
    await signInAs('ownerWithoutTeam');
    const home = renderApp('/home');
    await waitFor(() => expect(home.location.history.at(-1)).toBe('/dashboard'));
  });
});
