import { useEffect, useRef, type MouseEvent } from 'react';
import type { ErrorSummaryContent } from '@/lib/forms/error-summary-content';
import * as s from './error-summary.css';

export const ERROR_SUMMARY_TITLE = 'Hay un problema';

export type ErrorSummaryProps = {
  content: ErrorSummaryContent | undefined;
  /** Takes the user to the field an error is about (the form hook's `focusField`). */
  onSelect: (path: string) => void;
};

/**
 * GOV.UK's error summary in Spanish (decision 0018): after a submit with errors, 'Hay un
 * problema' above the form, with the form-level messages (SPEC §5, the server's refusal) and
 * each field named by its label with its message worded as under the field ('Nombre: Este
 * campo es obligatorio'), each a link to that field. It takes focus
 * on every failed attempt, so a screen reader reads it and Tab continues into its links. It
 * answers the user's own action, so it never clears itself on a timer.
 */
export function ErrorSummary({ content, onSelect }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const attempt = content?.attempt;
  useEffect(() => {
    if (attempt !== undefined) box.current?.focus();
  }, [attempt]);

  if (!content) return null;
  const { id, messages, errors } = content;
  const select = (event: MouseEvent, path: string) => {
    // The app's views live in the hash (#create, #edit): the link must not change it.
    event.preventDefault();
    onSelect(path);
  };
  return (
    <div ref={box} tabIndex={-1} className={s.summary} aria-labelledby={`${id}-title`}>
      <div role="alert" id={id}>
        <h2 id={`${id}-title`} className={s.title}>
          {ERROR_SUMMARY_TITLE}
        </h2>
        {messages.length > 0 && (
          <p id={`${id}-message`} className={s.message}>
            {messages.join(' ')}
          </p>
        )}
        {errors.length > 0 && (
          <ul className={s.list}>
            {errors.map(({ path, message, label }) => (
              <li key={path}>
                <a href={`#${path}`} className={s.link} onClick={(event) => select(event, path)}>
                  {label ? `${label}: ${message}` : message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
