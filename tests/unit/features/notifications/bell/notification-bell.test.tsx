import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { AriaRouter } from '@/app/aria-router';
import { BELL_REFRESH_MS, NotificationBell } from '@/features/notifications/bell/notification-bell';
import { toast } from '@/ui/toast-store';
import { renderPage, signInAs } from '../../support';

/** A gate the test opens: the mocked answer waits for it (no timers, no delay). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const bellButton = () => screen.getByRole('button', { name: /^Notificaciones/ });
const unreadIn = (label: string | null) => Number(/(\d+) sin leer/.exec(label ?? '')?.[1] ?? 0);

async function openBell() {
  const user = await signInAs('capitan.incompleto');
  renderPage(<NotificationBell />, '/dashboard');
  await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBeGreaterThan(0));
  const unread = unreadIn(bellButton().getAttribute('aria-label'));
  await userEvent.setup().click(bellButton());
  const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
  return { user, unread, dialog };
}

beforeEach(() => toast.clear());

describe('notification bell', () => {
  it('asks for the notifications once the browser is idle after the page, not with the page (issue 18)', async () => {
    // The browser's idle callback, held until the test runs it.
    let runIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      runIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/user_notifications')) asked();
    });
    let view: ReturnType<typeof renderPage> | undefined;
    try {
      await signInAs('capitan.incompleto');
      view = renderPage(<NotificationBell />, '/dashboard');
      expect(bellButton()).toBeInTheDocument();
      // Time enough for a request to go out, had the bell asked with the page.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).not.toHaveBeenCalled();
      act(() => runIdle!());
      await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBeGreaterThan(0));
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      // Unmounted while the stubs stand: its cleanup cancels through them.
      view?.unmount();
      server.events.removeAllListeners('request:start');
      vi.unstubAllGlobals();
    }
  });

  it('counts a notification as read at once, and the server keeps it read', async () => {
    const { user, unread, dialog } = await openBell();
    const storedUnread = () => db().userNotifications.filter((n) => n.user_id === user.id && n.status === 'unread').length;
    const before = storedUnread();
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: /^Marcar como leída/ })[0]!);

    await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread - 1));
    await waitFor(() => expect(storedUnread()).toBe(before - 1));
  });

  it('puts the unread mark back when the server refuses', async () => {
    const answer = gate();
    server.use(
      http.patch('*/api/user_notifications/:id/read', async () => {
        await answer.opened;
        return HttpResponse.json({ statusCode: 500, message: 'Falla' }, { status: 500 });
      }),
    );
    const { unread, dialog } = await openBell();
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: /^Marcar como leída/ })[0]!);

    // Shown before the server answers…
    await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread - 1));
    answer.open();
    // …and taken back when it fails.
    await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread));
  });

  it('removes a notification at once, and brings it back with the server’s message when deleting fails', async () => {
    const answer = gate();
    server.use(
      http.delete('*/api/user_notifications/:id', async () => {
        await answer.opened;
        return HttpResponse.json({ statusCode: 404, message: 'Notificación no encontrada' }, { status: 404 });
      }),
    );
    const { dialog } = await openBell();
    const remove = within(dialog).getAllByRole('button', { name: /^Eliminar notificación/ })[0]!;
    const name = remove.getAttribute('aria-label')!;
    const count = within(dialog).getAllByRole('listitem').length;
    await userEvent.setup().click(remove);

    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(count - 1));
    expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    answer.open();
    expect(await screen.findByText('Notificación no encontrada')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name })).toBeInTheDocument());
  });

  it("'Ver más' opens the notification's screen and marks it read", async () => {
    const user = await signInAs('capitan.incompleto');
    const target = db().userNotifications.find((n) => n.user_id === user.id && n.status === 'unread' && n.action_url)!;
    // The app's router bridge, as in app.tsx: react-aria links navigate through wouter.
    const { history } = renderPage(
      <AriaRouter>
        <NotificationBell />
      </AriaRouter>,
      '/dashboard',
    );
    await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBeGreaterThan(0));
    await userEvent.setup().click(bellButton());
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await userEvent.setup().click(within(dialog).getByRole('link', { name: `Ver más: ${target.title}` }));

    expect(history.at(-1)).toBe(target.action_url);
    await waitFor(() => expect(target.status).toBe('read'));
  });

  describe('follows what others send', () => {
    /** A notification sent to `userId` by somebody else (an admin's reminder), straight into the server's data. */
    function sendFromElsewhere(userId: number) {
      const template = db().userNotifications.find((n) => n.user_id === userId)!;
      const id = Math.max(...db().userNotifications.map((n) => n.id)) + 1;
      db().userNotifications.push({ ...template, id, status: 'unread', title: 'Recordatorio nuevo' });
    }
    async function bellShowing() {
      const user = await signInAs('capitan.incompleto');
      renderPage(<NotificationBell />, '/dashboard');
      await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBeGreaterThan(0));
      return { user, unread: unreadIn(bellButton().getAttribute('aria-label')) };
    }
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    afterEach(() => {
      vi.useRealTimers();
      setVisibility('visible');
    });

    it('counts a new notification when the tab regains focus, without moving focus', async () => {
      const { user, unread } = await bellShowing();
      const focused = document.activeElement;
      sendFromElsewhere(user.id);
      setVisibility('hidden');
      setVisibility('visible');
      await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread + 1));
      expect(document.activeElement).toBe(focused);
    });

    it('asks again every minute while the page is visible, and not while the tab is hidden', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { user, unread } = await bellShowing();
      sendFromElsewhere(user.id);
      vi.advanceTimersByTime(BELL_REFRESH_MS - 1);
      await new Promise((r) => setTimeout(r, 50));
      expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread);
      vi.advanceTimersByTime(1);
      await waitFor(() => expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread + 1));

      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      sendFromElsewhere(user.id);
      vi.advanceTimersByTime(BELL_REFRESH_MS * 2);
      await new Promise((r) => setTimeout(r, 50));
      expect(unreadIn(bellButton().getAttribute('aria-label'))).toBe(unread + 1);
    });
  });
});
