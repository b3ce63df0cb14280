import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

/**
 * Tabs of a page section (the profile's My Profile / My Orders / My Purchases); the app keeps the choice in the URL.
 *
 * Use it for a few views of one subject, shown one at a time. Not for steps to go through in order, nor for
 * navigation between pages (links), nor for content to read in sequence (`Disclosure`s).
 */
export function Tabs({ className, ...props }: AriaTabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (custom) => [styles.tabs, custom].filter(Boolean).join(' '))}
    />
  );
}

export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeRenderProps(className, (custom) => [styles.tabList, custom].filter(Boolean).join(' '))}
    />
  );
}

export function Tab({ className, ...props }: AriaTabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (custom) => [styles.tab, custom].filter(Boolean).join(' '))}
    />
  );
}

export function TabPanel({ className, ...props }: AriaTabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (custom) => [styles.tabPanel, custom].filter(Boolean).join(' '))}
    />
  );
}

export type {
  AriaTabListProps as TabListProps,
  AriaTabPanelProps as TabPanelProps,
  AriaTabProps as TabProps,
  AriaTabsProps as TabsProps,
};
