import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button } from './Button.css.ts';

export type PlainButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

/**
 * A native `<button>` that looks like Button, for the shell and the home page: their plain actions (open the
 * menu, the search, the support form; scroll a carousel) need nothing react-aria adds, and their first load
 * carries none of its code. Button stays for a widget's parts (triggers, slots) and pending states.
 */
export function PlainButton({ variant, size, fullWidth, className, type = 'button', ...props }: PlainButtonProps) {
  const base = button({ variant, size, fullWidth });
  return <button {...props} type={type} className={className ? `${base} ${className}` : base} />;
}
