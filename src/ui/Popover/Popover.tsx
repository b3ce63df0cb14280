import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  OverlayArrow,
} from 'react-aria-components';
import { arrow, popover } from './Popover.css.ts';

export type PopoverProps = AriaPopoverProps & {
  /** Points an arrow at the trigger; menus go without, small info popovers with. */
  showArrow?: boolean;
};

/**
 * A floating panel anchored to its trigger (the cart dropdown, menus). Put a Dialog or a Menu inside.
 *
 * Use it for content that belongs to a control and can be dismissed by moving on (the cart's contents, a list of
 * actions). Not for a task that must be answered (a `Modal`), nor for a short label on hover (a `Tooltip`).
 */
export function Popover({ showArrow = false, offset, className, children, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? 12 : 8)}
      className={composeRenderProps(className, (custom) => [popover, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {showArrow && <PopoverArrow />}
          {content}
        </>
      ))}
    </AriaPopover>
  );
}

/** The arrow of popovers and tooltips, turned by react-aria's placement. */
export function PopoverArrow() {
  return (
    <OverlayArrow>
      <svg className={arrow} width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </OverlayArrow>
  );
}
