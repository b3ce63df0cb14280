import { createContext, type ReactNode, useContext, useId, useMemo, useState } from 'react';
import { Chevron } from '../icons/Chevron.tsx';
import type { DisclosureSize } from './Disclosure.css.ts';
import * as styles from './Disclosure.css.ts';

/*
 * The WAI-ARIA disclosure pattern on native elements: a heading's button (`aria-expanded`, `aria-controls`) shows and
 * hides its panel. No react-aria here: a page the server draws (the FAQ, a store's filter panel with a dozen of these)
 * hydrates them without extra work, where react-aria's disclosure draws itself a second time, synchronously, once
 * hydration ends (it asks `useIsSSR`).
 */

export interface DisclosureProps {
  /** Names this item in a DisclosureGroup (`expandedKeys`); also the panel's id prefix. */
  id?: string;
  /** The always-visible question or title; it is the button that shows and hides the content. */
  title: ReactNode;
  /** The level of the heading around the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Open at first (uncontrolled). */
  defaultExpanded?: boolean;
  /** Open or closed, when the caller holds the state (outside a group). */
  isExpanded?: boolean;
  /** The title was pressed: called with the state asked for. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The title cannot be pressed; the item stays as it is. */
  isDisabled?: boolean;
  /** `md` for a page's questions; `sm` for details tucked into a dense place, such as a table's cell. */
  size?: DisclosureSize;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
  /** What the title shows and hides. */
  children: ReactNode;
}

interface GroupState {
  isExpanded: (key: string) => boolean;
  toggle: (key: string) => void;
  isDisabled: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

/**
 * A title that shows or hides its content (a FAQ answer). Put several in a DisclosureGroup for an accordion.
 *
 * Use it for content a visitor reads only if they want to (answers, details, a store's filter sections). Not to
 * hide what everyone needs (prices, errors), nor for switching between views of one thing (`Tabs`).
 */
export function Disclosure({
  id,
  title,
  headingLevel = 3,
  defaultExpanded = false,
  isExpanded,
  onExpandedChange,
  isDisabled = false,
  size = 'md',
  className,
  children,
}: DisclosureProps) {
  const group = useContext(GroupContext);
  const ownId = useId();
  const key = id ?? ownId;
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = group ? group.isExpanded(key) : (isExpanded ?? ownExpanded);
  const toggle = () => {
    if (group) return group.toggle(key);
    setOwnExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };
  const Heading = `h${headingLevel}` as const;
  const panelId = `${ownId}-panel`;
  return (
    <div className={[styles.disclosure, className].filter(Boolean).join(' ')} data-expanded={expanded || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.trigger({ size })}
          aria-expanded={expanded}
          aria-controls={panelId}
          disabled={isDisabled || group?.isDisabled}
          onClick={toggle}
        >
          {title}
          <Chevron direction={expanded ? 'up' : 'down'} />
        </button>
      </Heading>
      <div id={panelId} hidden={!expanded} className={styles.panel({ size })}>
        {children}
      </div>
    </div>
  );
}

export interface DisclosureGroupProps {
  /** The open items' ids, when the caller holds the state. */
  expandedKeys?: Iterable<string>;
  /** The items open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /** An item was opened or closed: called with the ids of the open ones. */
  onExpandedChange?: (expandedKeys: Set<string>) => void;
  /** By default opening one item closes the others; this lifts that. */
  allowsMultipleExpanded?: boolean;
  /** No item can be opened or closed. */
  isDisabled?: boolean;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
  /** The `Disclosure`s. */
  children?: ReactNode;
}

/**
 * An accordion: by default opening one item closes the others (`allowsMultipleExpanded` lifts that).
 *
 * Use it for a list of `Disclosure`s read one at a time (the FAQ). Not for one lone item: a `Disclosure` alone.
 */
export function DisclosureGroup({
  expandedKeys,
  defaultExpandedKeys = [],
  onExpandedChange,
  allowsMultipleExpanded = false,
  isDisabled = false,
  className,
  children,
}: DisclosureGroupProps) {
  const [ownKeys, setOwnKeys] = useState(() => new Set(defaultExpandedKeys));
  const keys = useMemo(() => (expandedKeys ? new Set(expandedKeys) : ownKeys), [expandedKeys, ownKeys]);
  const state = useMemo<GroupState>(
    () => ({
      isExpanded: (key) => keys.has(key),
      toggle: (key) => {
        const next = new Set(allowsMultipleExpanded ? keys : [...keys].filter((open) => open === key));
        if (next.has(key)) next.delete(key);
        else next.add(key);
        if (!expandedKeys) setOwnKeys(next);
        onExpandedChange?.(next);
      },
      isDisabled,
    }),
    [keys, allowsMultipleExpanded, expandedKeys, onExpandedChange, isDisabled],
  );
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')}>
      <GroupContext value={state}>{children}</GroupContext>
    </div>
  );
}
