import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OfflineStatus } from '@/app/layout/offline-status';
import { connectionMessages } from '@/ui/connection-messages';

/** What the browser does when the connection goes or comes: navigator.onLine, then the event. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineStatus', () => {
  it('is an empty polite live region while online, so the change is announced later', () => {
    render(<OfflineStatus />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the app is offline when the connection goes, and is empty again when it returns', () => {
    render(
      <>
        <button type="button">Guardar</button>
        <OfflineStatus />
      </>,
    );
    screen.getByRole('button').focus();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(connectionMessages.offline);
    // Announced, not focused: the user keeps their place.
    expect(screen.getByRole('button')).toHaveFocus();
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps room for itself at the end of the page while it shows (issue 30), and none online', () => {
    render(<OfflineStatus />);
    const room = () => document.documentElement.style.getPropertyValue('--offline-bar-height');
    expect(room()).toBe('');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 42 } as DOMRect);
    goOnline(false);
    expect(room()).toBe('42px');
    goOnline(true);
    expect(room()).toBe('');
  });
});
