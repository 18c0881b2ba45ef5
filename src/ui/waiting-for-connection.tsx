import { connectionMessages } from './connection-messages';
import { status } from './spinner.css';

/**
 * In a loading indicator's place while offline: the read is not lost, it is paused and goes
 * out when the connection returns (src/api/query-client.ts), so no wheel that never stops.
 */
export function WaitingForConnection() {
  return (
    <p role="status" className={status}>
      {connectionMessages.waitingForConnection}
    </p>
  );
}
