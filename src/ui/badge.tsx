import { type ReactNode } from 'react';
import { badge, badgeTone } from './badge.css';

export type BadgeTone = keyof typeof badgeTone;

/** A short status label ('Completado', 'Pagado', 'Plazo vencido'). Colour is never the only cue: the text says it. */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[badge, badgeTone[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
