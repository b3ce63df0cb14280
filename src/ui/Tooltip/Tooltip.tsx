import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { anchor, tooltip } from './Tooltip.css.ts';

/** What the tooltip's trigger must carry: spread them onto the focusable element it describes. */
export interface TooltipTriggerProps {
  /** Ties the trigger to the tooltip's text, so it is read as the trigger's description. */
  'aria-describedby': string;
  /** Escape hides the tooltip. */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Leaving the trigger forgets an Escape, so the next focus shows the tooltip again. */
  onBlur: (event: FocusEvent) => void;
}

export interface TooltipProps {
  /** What the tooltip says; also the trigger's accessible description. */
  content: ReactNode;
  /** Renders the trigger, a focusable element, with the props it is given. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * A short hint above its trigger, aligned to the trigger's end: shown on hover (after a short delay, and while the
 * pointer rests on the hint itself) and at once on keyboard focus; Escape hides it until the pointer or the focus
 * leaves. It is drawn in place and shown by CSS: no positioning engine, no listeners on the document, nothing to
 * hydrate but one state, so a page can carry one per card. It never grows wider than its CSS container (the
 * viewport without one): give a clipping ancestor `container-type: inline-size`.
 *
 * Use it to name or explain a control whose look says little (an icon button, a sticker thumbnail). Not for
 * anything a touch screen user must read (there is no hover there), nor for content with links or buttons (a
 * `Popover`).
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [isDismissed, setDismissed] = useState(false);
  return (
    <span
      className={className ? `${anchor} ${className}` : anchor}
      data-dismissed={isDismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
    >
      {children({
        'aria-describedby': id,
        onKeyDown: (event) => {
          if (event.key === 'Escape') setDismissed(true);
        },
        onBlur: () => setDismissed(false),
      })}
      <span role="tooltip" id={id} className={tooltip}>
        {content}
      </span>
    </span>
  );
}
