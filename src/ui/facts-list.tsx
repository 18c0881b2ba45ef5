import { createContext, useContext, type ReactNode } from 'react';
import * as s from './facts-list.css';

export type FactsLayout = keyof typeof s.facts;

/** A fact given as data: term and value; an empty value reads '—'. */
export type FactEntry = readonly [term: string, value: ReactNode];

const LayoutContext = createContext<FactsLayout>('columns');

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** One term and its value, inside a FactsList. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  const layout = useContext(LayoutContext);
  return (
    <div className={s.fact}>
      <dt className={s.term[layout]}>{term}</dt>
      <dd className={s.value}>{isEmpty(children) ? '—' : children}</dd>
    </div>
  );
}

export type FactsListProps = {
  /** The facts as data; or write them as `<Fact>` children when some are conditional. */
  facts?: readonly FactEntry[];
  children?: ReactNode;
  layout?: FactsLayout;
};

/**
 * Label/value details of a record (a description list): term over value, side by side where
 * there is room (`columns`) or one under the other for long values (`rows`).
 */
export function FactsList({ facts, children, layout = 'columns' }: FactsListProps) {
  return (
    <LayoutContext value={layout}>
      <dl className={s.facts[layout]}>
        {facts?.map(([term, value]) => (
          <Fact key={term} term={term}>
            {value}
          </Fact>
        ))}
        {children}
      </dl>
    </LayoutContext>
  );
}
