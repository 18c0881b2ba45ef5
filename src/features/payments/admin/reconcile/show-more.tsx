import { useState, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import * as s from './reconcile.css';

/** Rows drawn at first and per 'Mostrar más': a statement of thousands of lines must not draw them all at once. */
export const PAGE_ROWS = 20;

/** A list that draws its first rows and more on request, so a long group stays quick to render. */
export function ShowMoreList<T>({ items, label, render }: { items: readonly T[]; label: string; render: (item: T) => ReactNode }) {
  const [shown, setShown] = useState(PAGE_ROWS);
  const left = items.length - shown;
  return (
    <>
      <ul className={s.rows} aria-label={label}>
        {items.slice(0, shown).map(render)}
      </ul>
      {left > 0 ? (
        <div>
          <Button variant="secondary" onPress={() => setShown((n) => n + PAGE_ROWS)}>
            {`Mostrar ${Math.min(left, PAGE_ROWS)} más (quedan ${left})`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
