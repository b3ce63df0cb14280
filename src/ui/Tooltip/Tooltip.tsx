import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  composeRenderProps,
} from 'react-aria-components';
import { PopoverArrow } from '../Popover/Popover.tsx';
import { tooltip } from './Tooltip.css.ts';

export type TooltipProps = AriaTooltipProps;

/** A short hint for the element that precedes it in a TooltipTrigger; shown on hover and on keyboard focus. */
export function Tooltip({ offset = 10, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (custom) => [tooltip, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <PopoverArrow />
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}

export { TooltipTrigger } from 'react-aria-components';
