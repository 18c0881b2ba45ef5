import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@contracts/entities/notifications';
import { NotificationItem } from '@/features/notifications/bell/notification-item';
import { href } from '@/lib/routing/routes';

const hostile = '<img src=x onerror=alert(1)>';
const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  status: 'unread',
  title: `${hostile} Aviso`,
  description: 'Tu equipo {{team_name}} tiene 2 de 3 miembros.',
  custom_data: { team_name: '<script>window.__pwned=1</script>' },
  icon: 'users',
  action_url: href('myMembers'),
  updated_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const renderItem = (n: Notification) =>
  render(
    <ul>
      <NotificationItem notification={n} onRead={() => {}} onDelete={() => {}} />
    </ul>,
  );

describe('NotificationItem with hostile text', () => {
  it('shows title and filled description as typed, injecting no element', () => {
    const { container } = renderItem(notification({}));
    expect(screen.getByRole('heading', { name: `Sin leer ${hostile} Aviso` })).toBeInTheDocument();
    expect(screen.getByText('Tu equipo <script>window.__pwned=1</script> tiene 2 de 3 miembros.')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it("offers 'Ver más' for a path of the app", () => {
    renderItem(notification({}));
    expect(screen.getByRole('link', { name: `Ver más: ${hostile} Aviso` })).toHaveAttribute('href', href('myMembers'));
  });

  it("offers no 'Ver más' for a javascript: link or another site", () => {
    const { rerender } = renderItem(notification({ action_url: 'javascript:window.__pwned=1' }));
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <ul>
        <NotificationItem notification={notification({ action_url: '//evil.example/x' })} onRead={() => {}} onDelete={() => {}} />
      </ul>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: `Eliminar notificación: ${hostile} Aviso` })).toBeInTheDocument();
  });
});
