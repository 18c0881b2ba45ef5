import { useEffect, useRef, type ReactNode } from 'react';
import type { Boat } from '@contracts/entities/boats';
import { formatNumber } from '@/lib/format/format';
import { FactsList } from '@/ui/facts-list';
import * as s from './boat.css';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export type BoatDetailsProps = {
  boat: Boat;
  /** The owner's edit link; members get none. */
  actions?: ReactNode;
  /** Right after a save the form is gone: focus lands here so the reader hears the result. */
  takeFocus?: boolean;
};

/** The team's boat, read only (SPEC §2: members read it; the owner sees it between edits). */
export function BoatDetails({ boat, actions, takeFocus = false }: BoatDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  const facts: [string, string][] = [
    ['Matrícula', boat.registration_number],
    ['Marca del motor', boat.engine_brand],
    ['Potencia del motor', `${formatNumber(boat.hp, Number.isInteger(boat.hp) ? 0 : 1)} HP`],
    ['Radio', yesNo(boat.has_radio)],
    ['Yate', yesNo(boat.is_yacht)],
  ];
  return (
    <section className={s.section} aria-labelledby="boat-name">
      <h2 id="boat-name" ref={heading} tabIndex={-1} className={s.sectionTitle}>
        {boat.name}
      </h2>
      <FactsList facts={facts} />
      {actions ? <div className={s.actions}>{actions}</div> : null}
    </section>
  );
}
