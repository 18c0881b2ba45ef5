import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CopyButton } from '@/ui/copy-button';
import { UiProvider } from '@/ui/ui-provider';
import { toast } from '@/ui/toast-store';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

describe('CopyButton', () => {
  fakeTimersAroundEachTest(() => act(() => toast.clear()));

  it('copies the value, shows "Copiado" with a 1.5 s toast, and resets after 2 s', async () => {
    render(
      <UiProvider>
        <CopyButton value="pesca.torneo.mp" label="alias" />
      </UiProvider>,
    );
    // user-event installs its own clipboard stub, so watch it after setup.
    const user = fakeTimerUser();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copiar alias' }));
    expect(writeText).toHaveBeenCalledWith('pesca.torneo.mp');
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(screen.getByText('Copiado al portapapeles')).toBeInTheDocument();

    // The toast's 1.5 s count from its first painted frame (toast-region.tsx).
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Copiado al portapapeles')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copiar alias' })).toBeInTheDocument();
  });

  it('tells the user when the clipboard is not available', async () => {
    render(
      <UiProvider>
        <CopyButton value="x" label="CBU" />
      </UiProvider>,
    );
    const user = fakeTimerUser();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copiar CBU' }));
    expect(screen.getByText(/No se pudo copiar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar CBU' })).toBeInTheDocument();
  });
});
