import { status } from './spinner.css';

/** The Spanish sentence of a read that waits for the network (TanStack's fetchStatus 'paused'). */
export const WAITING_FOR_CONNECTION = 'Sin conexión: se va a cargar cuando vuelva la conexión.';

/**
 * In a loading indicator's place while offline: the read is not lost, it is paused and goes
 * out when the connection returns (src/api/query-client.ts), so no wheel that never stops.
 */
export function WaitingForConnection() {
  return (
    <p role="status" className={status}>
      {WAITING_FOR_CONNECTION}
    </p>
  );
}
