import * as s from './help-desk-admin.css';

/** Term over value; empty values read '—'. */
export function FactsList({ facts }: { facts: readonly (readonly [string, string | null])[] }) {
  return (
    <dl className={s.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={s.fact}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
