import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { type ButtonVariants, button } from '../Button/Button.css.ts';
import { type LinkVariants, link } from './Link.css.ts';

type Appearance = NonNullable<LinkVariants['appearance']> | 'button';

export type LinkProps = AriaLinkProps & {
  /** `inline` for links in running text, `nav` for menus and headers (shows `aria-current`), `button` for calls to action. */
  appearance?: Appearance;
  /** Only for `appearance="button"`: the Button recipe's variant and size, so the link looks like a Button. */
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  fullWidth?: ButtonVariants['fullWidth'];
};

/**
 * The one link of the design system. It knows nothing of the router: the app layer makes router links with
 * `createLink(Link)`, which hands `href`, `aria-current` and the press handlers to react-aria.
 */
export function Link({ appearance = 'inline', variant, size, fullWidth, className, ...props }: LinkProps) {
  const base = appearance === 'button' ? button({ variant, size, fullWidth }) : link({ appearance });
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (custom) => [base, custom].filter(Boolean).join(' '))}
    />
  );
}
