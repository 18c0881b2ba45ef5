import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../button';
import { ChevronDownIcon } from '../control-icons';
import { media } from '../media';
import * as s from './filters-disclosure.css';

const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(media.phone) : null);
const subscribePhone = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/** Whether the screen is a phone's (where the collapsed filters are hidden); false where it cannot be told. */
const useIsPhone = () => useSyncExternalStore(subscribePhone, () => phoneQuery()?.matches ?? false, () => false);

/** 'Filtros', or 'Filtros (2)' while two filters are applied. */
export const filtersToggleText = (activeCount: number) => (activeCount > 0 ? `Filtros (${activeCount})` : 'Filtros');

/**
 * A list's filter selects behind a 'Filtros (N)' button on a phone (issue 21: participants'
 * five selects pushed the cards off the first screen); on a wider screen the button is not
 * drawn and the selects stay in the toolbar's row. The CSS draws the breakpoint (decision 0057);
 * on a phone the collapsed selects are also not rendered until the button opens them: each is
 * a react-aria collection, and three of them were most of a list's first render there (issue 18).
 */
export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const isPhone = useIsPhone();
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
        {isOpen || !isPhone ? children : null}
      </div>
    </>
  );
}
