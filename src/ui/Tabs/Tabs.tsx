import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

import styles from './Tabs.module.css';
import { activeTab, initialTab, type TabLike } from './tabSelection';

export interface TabItem extends TabLike {
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  tabs: readonly TabItem[];
  /** The tab to start on; else the one marked selected; else the first. */
  initialTab?: string;
  /** Called when the active tab changes, by a click or because the active tab became hidden. */
  onTabChange?: (id: string) => void;
}

/**
 * Tabs (doc 2 §4): start on the initial tab, else the one marked selected, else the first. When no
 * visible tab is active (the active one was hidden), the first non-hidden tab is selected.
 */
export function Tabs({ 'aria-label': ariaLabel, tabs, initialTab: initialTabId, onTabChange }: TabsProps) {
  const [chosen, setChosen] = useState<string | null>(() => initialTab(tabs, initialTabId));
  const active = activeTab(tabs, chosen);
  // The active tab was hidden: the first non-hidden one is now selected (adjusted while rendering,
  // so a hidden tab that comes back does not take the selection back).
  if (active !== chosen) setChosen(active);

  // Report a selection the rule made (a click reports itself in onSelectionChange).
  const reported = useRef(active);
  useEffect(() => {
    if (active === reported.current) return;
    reported.current = active;
    if (active !== null) onTabChange?.(active);
  }, [active, onTabChange]);

  const visible = tabs.filter((t) => !t.isHidden);
  return (
    <AriaTabs
      className={styles.tabs}
      selectedKey={active ?? undefined}
      onSelectionChange={(key) => {
        const id = String(key);
        setChosen(id);
        reported.current = id;
        onTabChange?.(id);
      }}
    >
      <TabList aria-label={ariaLabel} className={styles.list} items={visible}>
        {(tab) => (
          <Tab id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        )}
      </TabList>
      {visible.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={styles.panel}>
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
