import type { ReactNode, Ref } from 'react';
import { Select as AriaSelect, type SelectProps as AriaSelectProps, Button, SelectValue } from 'react-aria-components';
import { dropdownChevron, fieldGroup, inputFrame } from '../Field/Field.css.ts';
import {
  FieldHelp,
  type FieldHelpProps,
  FieldListBox,
  FieldOption,
  FieldPopover,
  Label,
  withClassName,
} from '../Field/Field.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { selectTrigger, selectValue } from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'>, FieldHelpProps {
  /** The options as data, when `children` is a function that renders one; otherwise give `SelectItem`s. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** The button that opens the list, to focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * Pick one of a short, fixed list: an exterior, a currency, a sort order.
 *
 * Use it for one choice among a handful to a few dozen options when space is short. Not when the options should
 * all be seen (a `RadioGroup`), nor for a long list to search (a `ComboBox`), nor for actions (a `Menu`).
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  triggerRef,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={withClassName(fieldGroup, className)}>
      {label != null && <Label>{label}</Label>}
      <Button ref={triggerRef} className={`${inputFrame} ${selectTrigger}`}>
        <SelectValue className={selectValue}>
          {/* The text only: the option's check mark has no place in the button. */}
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronDownIcon className={dropdownChevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <FieldPopover>
        <FieldListBox items={items}>{children}</FieldListBox>
      </FieldPopover>
    </AriaSelect>
  );
}

export { FieldOption as SelectItem };
