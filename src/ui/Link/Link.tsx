import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button } from '../Button/Button.css.ts';
import { type LinkVariants, link } from './Link.css.ts';

type Appearance = NonNullable<LinkVariants['appearance']> | 'button';

export type LinkProps = ComponentPropsWithRef<'a'> & {
  /** `inline` for links in running text, `nav` for menus and headers (shows `aria-current`), `button` for calls to action. */
  appearance?: Appearance;
  /** Only for `appearance="button"`: the Button recipe's variant and size, so the link looks like a Button. */
  variant?: ButtonVariants['variant'];
  /** Only for `appearance="button"`: the Button recipe's size. */
  size?: ButtonVariants['size'];
  /** Only for `appearance="button"`: fills its container's width, as a Button does. */
  fullWidth?: ButtonVariants['fullWidth'];
  /** Set by a router link that goes nowhere (a pager's end): it has no `href`, and `aria-disabled` says so. */
  disabled?: boolean;
};

/**
 * The one link of the design system: a native `<a>`, since a link needs nothing react-aria adds (the browser
 * follows it, focuses it and shows its states), and the header, footer and home draw links without its code.
 * It knows nothing of the router: the app layer makes router links with `createLink(Link)`, which hands it
 * `href`, `aria-current` and the click that navigates in the page.
 *
 * Use it for anything that goes to another page or address, even when it looks like a button ("Go to the CS2
 * store"). Not for an action that stays on the page (a `Button`): a screen reader announces a link as a way
 * somewhere.
 */
export function Link({ appearance = 'inline', variant, size, fullWidth, disabled, className, ...props }: LinkProps) {
  const base = appearance === 'button' ? button({ variant, size, fullWidth }) : link({ appearance });
  // The router sets `aria-disabled` with `disabled`: an `<a>` has no disabled attribute of its own.
  return <a {...props} className={className ? `${base} ${className}` : base} />;
}
