import { useId } from 'react';
import { dropdownChevron, fieldGroup, inputFrame, label as labelClass } from '../Field/Field.css.ts';
import { ChevronDownIcon } from '../Field/icons.tsx';
import type { IntentProps } from '../LoadOnIntent/useLoadOnIntent.ts';
import { selectTrigger, selectValue } from './Select.css.ts';

export interface SelectStandInProps extends Partial<IntentProps> {
  /** The Select's label, drawn the same. */
  label: string;
  /** The chosen option's text, as the Select will show it, or its placeholder. */
  value: string;
  /** `value` is the placeholder (nothing chosen), drawn muted as the Select draws it. */
  isPlaceholder?: boolean;
  /** Drawn disabled, as a disabled Select. */
  isDisabled?: boolean;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * A closed Select as react-aria draws it (label, value, chevron; the same boxes and names) with none of its code:
 * what a page shows where a Select loads later (`useLoadOnIntent`), so the Select takes its place without moving
 * anything. Its button is named like the Select's, by the value and the label.
 *
 * Use it only through `LoadOnIntent`, in place of a Select whose code loads on intent. Not on its own: it chooses
 * nothing.
 */
export function SelectStandIn({
  label,
  value,
  isPlaceholder,
  isDisabled,
  className,
  ...intentProps
}: SelectStandInProps) {
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={className ? `${fieldGroup} ${className}` : fieldGroup}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <button
        {...intentProps}
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        disabled={isDisabled}
        className={`${inputFrame} ${selectTrigger}`}
      >
        <span id={valueId} className={selectValue} data-placeholder={isPlaceholder || undefined}>
          {value}
        </span>
        <ChevronDownIcon className={dropdownChevron} />
      </button>
    </div>
  );
}
