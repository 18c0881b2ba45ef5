import { type ReactNode } from 'react';
import * as s from './panel.css';

export type PanelProps = {
  /** Heading of the panel (part of the page's heading outline). */
  title?: ReactNode;
  /** Heading level that fits the page outline (h2 under the page's h1 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  tone?: keyof typeof s.cardTone;
  className?: string;
  children?: ReactNode;
};

/**
 * A card: a surface with an optional heading and actions. Deliberately not a landmark:
 * a dashboard shows many cards, and repeated region names would be noise.
 */
export function Panel({ title, headingLevel = 2, actions, tone = 'default', className, children }: PanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[s.card, s.cardTone[tone], className].filter(Boolean).join(' ')}>
      {title || actions ? (
        <div className={s.header}>
          {title ? (
            <Heading className={s.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={s.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={s.body}>{children}</div>
    </section>
  );
}

/** Same look as Panel; the name reads better for summary cards (info card, boat card…). */
export const Card = Panel;
