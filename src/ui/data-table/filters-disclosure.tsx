import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button';
import { ChevronDownIcon } from '../control-icons';
import * as s from './filters-disclosure.css';

/** 'Filtros', or 'Filtros (2)' while two filters are applied. */
export const filtersToggleText = (activeCount: number) => (activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros');

/**
 * A list's filter selects behind a 'Filtros (N)' button on a phone (issue 21: participants'
 * five selects pushed the cards off the first screen); on a wider screen the button is not
 * drawn and the selects stay in the toolbar's row. Only the CSS knows the breakpoint, so the
 * same markup prints, prerenders and tests the same at any width (decision 0057).
 */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className={s.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPress={() => setOpen((open) => !open)}
      >
        {filtersToggleText(activeCount)}
        <ChevronDownIcon className={isOpen ? `${s.chevron} ${s.chevronOpen}` : s.chevron} />
      </Button>
      <div id={panelId} role="group" aria-label="Filtros" className={s.panel} data-collapsed={isOpen ? undefined : true}>
        {children}
      </div>
    </>
  );
}
