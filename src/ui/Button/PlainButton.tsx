import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button } from './Button.css.ts';

export type PlainButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

/**
 * A native `<button>` that looks like Button, for plain actions on the pages the server draws (open the menu, the
 * search, the support form, a store's filter sheet; scroll a carousel; reset the filters): they need nothing
 * react-aria adds, the shell's first load carries none of its code, and they hydrate without react-aria's second,
 * synchronous render. Button stays for a widget's parts (triggers, slots) and pending states.
 */
export function PlainButton({ variant, size, fullWidth, className, type = 'button', ...props }: PlainButtonProps) {
  const base = button({ variant, size, fullWidth });
  return <button {...props} type={type} className={className ? `${base} ${className}` : base} />;
}
