import { useLingui } from '@lingui/react/macro';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
  ProgressBar,
} from 'react-aria-components';
import { type ButtonVariants, button, spinner } from './Button.css.ts';

export type ButtonProps = AriaButtonProps & ButtonVariants;

/**
 * The one button of the marketplace. `isPending` keeps its width, shows a spinner and announces progress.
 *
 * Use it for an action on the page (add to cart, save, confirm) and as the trigger of a react-aria widget (a
 * menu, a dialog, a popover). Not for going to another page: that is a `Link`, which may look like a button. On a
 * page the server draws, a plain action that needs no react-aria is a `PlainButton`.
 */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  const { t } = useLingui();
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [button({ variant, size, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && (
            <ProgressBar aria-label={t`Loading`} isIndeterminate>
              <span className={spinner} aria-hidden="true" />
            </ProgressBar>
          )}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
