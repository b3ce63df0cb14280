import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { choiceList, choiceRow, fieldGroup } from '../Field/Field.css.ts';
import { CheckIcon } from '../Field/icons.tsx';
import { visuallyHidden } from '../theme/index.ts';
import { checkboxBox, checkMark, nativeGroup } from './Checkbox.css.ts';

/*
 * Checkboxes on a native `<input type="checkbox">`, drawn exactly like `Checkbox`: for long lists on pages the server
 * draws, such as a store's filter panel (some sixty boxes), where each react-aria checkbox's dozen hooks add up
 * to a long hydration. They have no validation or help text: use `Checkbox` in forms.
 */

interface GroupState {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

const GroupContext = createContext<GroupState | null>(null);

export interface NativeCheckboxProps {
  /** In a NativeCheckboxGroup: the value this box adds to the group's. */
  value?: string;
  /** Outside a group: whether the box is ticked. */
  isSelected?: boolean;
  /** Outside a group: called with the new state. */
  onChange?: (isSelected: boolean) => void;
  /** The label, beside the box. */
  children: ReactNode;
}

/**
 * One yes/no choice, or one option of a NativeCheckboxGroup.
 *
 * Use it for many plain choices on a server-drawn page (a store's filters). Not in a form that validates or
 * explains its choices: that is a `Checkbox`.
 */
export function NativeCheckbox({ value, isSelected = false, onChange, children }: NativeCheckboxProps) {
  const group = useContext(GroupContext);
  const inGroup = group !== null && value !== undefined;
  const checked = inGroup ? group.value.includes(value) : isSelected;
  const change = (next: boolean) => {
    if (!inGroup) return onChange?.(next);
    group.onChange(next ? [...group.value, value] : group.value.filter((chosen) => chosen !== value));
  };
  return (
    <label className={choiceRow}>
      <input
        type="checkbox"
        className={visuallyHidden}
        value={value}
        checked={checked}
        onChange={(event) => change(event.target.checked)}
      />
      <span className={checkboxBox}>
        <CheckIcon className={checkMark} />
      </span>
      {children}
    </label>
  );
}

export interface NativeCheckboxGroupProps extends GroupState {
  /** The group's accessible name (its title is usually shown elsewhere, e.g. in a disclosure's heading). */
  'aria-label': string;
  /** The `NativeCheckbox`es. */
  children: ReactNode;
}

/** Several independent choices under one name; `value` holds the ticked boxes' values, in the order ticked. */
export function NativeCheckboxGroup({ value, onChange, children, ...props }: NativeCheckboxGroupProps) {
  const state = useMemo(() => ({ value, onChange }), [value, onChange]);
  return (
    <fieldset aria-label={props['aria-label']} className={`${nativeGroup} ${fieldGroup} ${choiceList}`}>
      <GroupContext value={state}>{children}</GroupContext>
    </fieldset>
  );
}
