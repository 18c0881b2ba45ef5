import { type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import * as s from './tabs.css';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Accessible name of the tab list ('Secciones de la competencia'). */
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
};

/**
 * Tabs (react-aria: arrow keys move between tabs, Home/End jump, the panel follows the
 * selection). Controlled, so a screen can keep the selection in the URL hash (SPEC §2
 * competition detail #información / #equipos) and Back returns to the previous tab.
 */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  return (
    <AriaTabs className={s.tabs} selectedKey={selectedId} onSelectionChange={(key) => onSelect(String(key))}>
      <TabList aria-label={label} className={s.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={s.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={s.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
