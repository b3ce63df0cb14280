import { useLingui } from '@lingui/react/macro';
import { type ComponentPropsWithRef, useCallback, useEffect, useRef } from 'react';
import { type ButtonVariants, button, spinner } from './Button.css.ts';

export type PlainButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /**
     * Its action is in flight: the button keeps its width and its focus, shows a spinner named 'Loading' and
     * ignores presses until the action has answered; focused, it says 'Loading', then its name again (as Button's
     * `isPending`).
     */
    isPending?: boolean;
  };

/**
 * A native `<button>` that looks like Button, for plain actions on the pages the server draws (open the menu, the
 * search, the support form, a store's filter sheet; scroll a carousel; reset the filters; add to the cart): they
 * need nothing react-aria adds, the shell's first load carries none of its code, and they hydrate without
 * react-aria's second, synchronous render. Button stays for a widget's parts (triggers, slots).
 *
 * Use it for such an action on a server-drawn page. Not for a react-aria widget's trigger (a `Button`), nor for
 * navigation (a `Link`).
 */
export function PlainButton({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  isPending = false,
  onClick,
  children,
  ...props
}: PlainButtonProps) {
  const { t } = useLingui();
  const base = button({ variant, size, fullWidth });
  const element = useRef<HTMLButtonElement | null>(null);
  const wasPending = useRef(isPending);
  useEffect(
    function announcePendingWhileFocused() {
      const focused = element.current !== null && element.current === document.activeElement;
      if (focused && isPending !== wasPending.current) {
        // As react-aria's Button does; its announcer loads only when a focused button changes state.
        const message = isPending ? t`Loading` : (element.current?.textContent ?? '');
        void import('react-aria/private/live-announcer/LiveAnnouncer').then(({ announce }) =>
          announce(message, 'assertive'),
        );
      }
      wasPending.current = isPending;
    },
    [isPending, t],
  );
  const { ref, ...buttonProps } = props;
  const setElement = useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <button
      {...buttonProps}
      ref={setElement}
      // Enter in a form would still submit through a pending submit button.
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending || props['aria-disabled']}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onClick}
      className={className ? `${base} ${className}` : base}
    >
      {isPending && <PendingSpinner />}
      {children}
    </button>
  );
}

function PendingSpinner() {
  const { t } = useLingui();
  return (
    <span role="progressbar" aria-label={t`Loading`}>
      <span className={spinner} aria-hidden="true" />
    </span>
  );
}
