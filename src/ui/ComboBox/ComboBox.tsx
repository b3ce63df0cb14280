import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Group,
  Input,
  type InputProps,
} from 'react-aria-components';
import { dropdownChevron, fieldGroup, input, inputFrame } from '../Field/Field.css.ts';
import {
  FieldButton,
  FieldHelp,
  type FieldHelpProps,
  FieldListBox,
  FieldOption,
  FieldPopover,
  Label,
  withClassName,
} from '../Field/Field.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { useSubmittedError } from '../Form/submittedErrors.ts';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'>, FieldHelpProps {
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: InputProps['placeholder'];
  /** `ComboBoxItem`s, or a function that renders one per entry of `items` / `defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Type to filter a long list, then pick: a country, a hero. A search that matches nothing says so.
 *
 * Use it when the list is too long to scroll (dozens of entries or more). Not for a handful of options (a
 * `Select`, or a `RadioGroup` when they should all show), nor for free text that is not one of the options.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  const submitted = useSubmittedError(props.name);
  return (
    <AriaComboBox
      allowsEmptyCollection
      isInvalid={submitted.isInvalid}
      {...props}
      onInputChange={(value) => {
        submitted.edited();
        props.onInputChange?.(value);
      }}
      onSelectionChange={(key) => {
        submitted.edited();
        props.onSelectionChange?.(key);
      }}
      className={withClassName(fieldGroup, className)}
    >
      {label != null && <Label>{label}</Label>}
      <Group className={inputFrame}>
        <Input className={input} placeholder={placeholder} />
        <FieldButton>
          <ChevronDownIcon className={dropdownChevron} />
        </FieldButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage ?? submitted.errorMessage} />
      <FieldPopover>
        <FieldListBox>{children}</FieldListBox>
      </FieldPopover>
    </AriaComboBox>
  );
}

export { FieldOption as ComboBoxItem };
