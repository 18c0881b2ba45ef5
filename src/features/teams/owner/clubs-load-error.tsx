import * as s from './team.css';
import { LoadError } from '@/ui/load-error';
import * as failureMessages from '@/api/failure-messages';

/** The club list did not load: the form cannot be completed until it does. */
export function ClubsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadError className={s.actions} message={failureMessages.initialData} onRetry={onRetry} />
  );
}
