import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadingView } from '@/ui/loading-view';
import { connectionMessages } from '@/ui/connection-messages';

describe('LoadingView (a first load over several reads)', () => {
  it('shows the labelled wheel while the reads go out', () => {
    render(<LoadingView label="Cargando los resultados…" queries={[{ fetchStatus: 'fetching' }, { fetchStatus: 'idle' }]} />);
    expect(screen.getByRole('status', { name: 'Cargando los resultados…' })).toHaveTextContent('Cargando los resultados…');
  });

  it('says it waits for the connection when any read is paused offline', () => {
    render(<LoadingView label="Cargando los resultados…" queries={[{ fetchStatus: 'fetching' }, { fetchStatus: 'paused' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(connectionMessages.waitingForConnection);
    expect(screen.queryByText('Cargando los resultados…')).not.toBeInTheDocument();
  });
});
