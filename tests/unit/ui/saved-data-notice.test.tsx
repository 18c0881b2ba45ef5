import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { oldestUpdate, SavedDataNotice } from '@/ui/saved-data-notice';

const now = new Date('2026-11-28T10:00:00-03:00');
const ago = (minutes: number) => now.getTime() - minutes * 60 * 1000;

afterEach(() => vi.restoreAllMocks());

describe('SavedDataNotice: the age of the data a screen shows offline (issues 23 and 30)', () => {
  it('is as old as the oldest read that holds data; a read without data does not count', () => {
    expect(oldestUpdate([{ data: {}, dataUpdatedAt: ago(5) }, { data: [], dataUpdatedAt: ago(180) }, { data: undefined, dataUpdatedAt: 0 }])).toBe(ago(180));
    expect(oldestUpdate([{ data: undefined, dataUpdatedAt: 0 }])).toBe(0);
    expect(oldestUpdate([])).toBe(0);
  });

  it('says, offline, that the data is the last the device saw and how old it is', () => {
    render(<SavedDataNotice queries={[{ data: {}, dataUpdatedAt: ago(5) }, { data: {}, dataUpdatedAt: ago(120) }]} now={now} forceOffline />);
    expect(screen.getByText('Sin conexión: lo último que vio este dispositivo. Actualizado hace 2 horas.')).toBeInTheDocument();
  });

  it('shows nothing when no read holds data yet', () => {
    const { container } = render(<SavedDataNotice queries={[{ data: undefined, dataUpdatedAt: 0 }]} now={now} forceOffline />);
    expect(container).toBeEmptyDOMElement();
  });

  it('appears when the browser goes offline and goes away when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<SavedDataNotice queries={[{ data: {}, dataUpdatedAt: ago(1) }]} now={now} />);
    expect(screen.queryByText(/Actualizado/)).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/Actualizado hace 1 minuto/)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Actualizado/)).not.toBeInTheDocument();
  });
});
