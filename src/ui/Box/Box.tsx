import type { HTMLAttributes, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css.ts';
import * as styles from './Box.css.ts';

type BoxElement =
  | 'div'
  | 'form'
  | 'section'
  | 'article'
  | 'header'
  | 'footer'
  | 'nav'
  | 'aside'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span';

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> {
  /** The element drawn; a `div` unless the content says otherwise (a list, a section). */
  as?: BoxElement;
  children?: ReactNode;
}

/** Splits layout atoms (`gap`, `padding`, `display`…) from the element's own attributes. */
function splitAtoms(props: Omit<BoxProps, 'as' | 'className' | 'children'>) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    (sprinkles.properties.has(name as keyof Sprinkles) ? atoms : attributes)[name] = value;
  }
  return { atoms: atoms as Sprinkles, attributes: attributes as HTMLAttributes<HTMLElement> };
}

/**
 * The layout primitive: an element whose spacing, flex layout and surface come from the theme's atoms
 * (`src/ui/theme/sprinkles.css.ts`), so pages compose rows, stacks and panels without writing CSS for them.
 *
 * Use it for layout and surfaces built from theme values. Not for what a component looks like (its own `.css.ts`),
 * nor for values off the theme's scales: a one-off rule belongs in a style, not in a new atom.
 */
export function Box({ as: Element = 'div', className, children, ...props }: BoxProps) {
  const { atoms, attributes } = splitAtoms(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...attributes}>
      {children}
    </Element>
  );
}

/**
 * Children one above the other, `gap` apart (`md` unless told). Use it for a form's fields, a panel's sections.
 * Not for items that should sit side by side when there is room (an `Inline`).
 */
export function Stack({ gap = 'md', ...props }: BoxProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

/**
 * Children side by side, wrapping onto the next line when they do not fit, centred on one axis. Use it for badges,
 * buttons, a label and its value. Not for columns that must line up from row to row (a `Table` or a grid).
 */
export function Inline({ gap = 'sm', ...props }: BoxProps) {
  return <Box display="flex" flexWrap="wrap" alignItems="center" gap={gap} {...props} />;
}

/**
 * The bordered surface that frames a group of content. Use it for a summary, a form section, a list of orders.
 * Not for a clickable card (an `ItemCard`), nor for an overlay (a `Popover` or a `Modal`).
 */
export function Panel({ padding = 'lg', ...props }: BoxProps) {
  return <Box background="surface" border="standard" borderRadius="lg" padding={padding} {...props} />;
}

/**
 * A page's main column and its side column: pass the two columns as children. Side by side from `lg`, one above
 * the other below. Use it for a record's page (order, user, ticket). Not for a grid of like items (an `ItemGrid`).
 */
export function Columns({ className, ...props }: BoxProps) {
  return <Box className={[styles.columns, className].filter(Boolean).join(' ')} {...props} />;
}

/**
 * One column of `Columns`: its panels one above the other; it may shrink below its content's width. Use it only
 * inside `Columns`. Not on its own: that is a `Stack`.
 */
export function Column({ gap = 'lg', ...props }: BoxProps) {
  return <Stack gap={gap} minWidth="0" {...props} />;
}
