import { assignInlineVars } from '@vanilla-extract/dynamic';
import { chevron, chevronRotation } from './Chevron.css.ts';

const rotations = { down: '0deg', right: '-90deg', up: '180deg', left: '90deg' } as const;

/** The small arrow of submenus, accordions, breadcrumbs and sort headers; decorative, so hidden from readers. */
export function Chevron({ direction = 'down' }: { direction?: keyof typeof rotations }) {
  return (
    <svg
      className={chevron}
      style={assignInlineVars({ [chevronRotation]: rotations[direction] })}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
