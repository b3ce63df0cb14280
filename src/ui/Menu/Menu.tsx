import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  SubmenuTrigger as AriaSubmenuTrigger,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
  Collection,
  composeRenderProps,
  Header,
  Separator,
  type SeparatorProps,
} from 'react-aria-components';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Menu.css.ts';

/** Spec §9: a submenu opens 100 ms after the pointer rests on its item. */
export const submenuOpenDelayMs = 100;

export type MenuProps<T> = AriaMenuProps<T>;

/**
 * A list of actions; put it in a Popover under a MenuTrigger. Arrow keys move, type-ahead jumps, Escape closes.
 *
 * Use it for actions or links behind a button (the user menu, a row's actions). Not for choosing a value that
 * then shows in the trigger (a `Select`), nor for the site's main navigation (links in the header).
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <AriaMenu
      {...props}
      className={composeRenderProps(className, (custom) => [styles.menu, custom].filter(Boolean).join(' '))}
    />
  );
}

export type MenuItemProps<T> = AriaMenuItemProps<T>;

/** One action or link (`href`) of a Menu; an item that opens a submenu shows an arrow. */
export function MenuItem<T extends object>({ className, children, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (custom) => [styles.item, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { hasSubmenu }) => (
        <>
          <span className={styles.itemLabel}>{content}</span>
          {hasSubmenu && <Chevron direction="right" />}
        </>
      ))}
    </AriaMenuItem>
  );
}

export type MenuSectionProps<T> = AriaMenuSectionProps<T> & {
  /** The visible title of the group; it also names the group for screen readers. */
  title?: ReactNode;
};

export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      <Collection items={props.items}>{children}</Collection>
    </AriaMenuSection>
  );
}

export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={[styles.separator, className].filter(Boolean).join(' ')} />;
}

export type SubmenuTriggerProps = AriaSubmenuTriggerProps;

/**
 * Wraps a MenuItem and the Popover of its submenu. The open delay follows spec §9. For the 300 ms grace period
 * react-aria has no timer to set: while the pointer travels toward an open submenu it ignores the items it
 * crosses (a "safe triangle" that lasts as long as the pointer keeps moving that way), which is what a grace
 * period is for, without closing the submenu on a slow diagonal move.
 */
export function SubmenuTrigger({ delay = submenuOpenDelayMs, ...props }: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} delay={delay} />;
}

export { MenuTrigger } from 'react-aria-components';
