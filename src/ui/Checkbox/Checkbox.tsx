import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { choiceField, choiceList, choiceRow, fieldGroup } from '../Field/Field.css.ts';
import { FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { CheckIcon, MinusIcon } from '../Field/icons.tsx';
import { checkboxBox, checkMark } from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldHelpProps, 'label'> {
  /** The label, beside the box. */
  children?: ReactNode;
}

/**
 * One yes/no choice (accept the terms), or one option of a CheckboxGroup (StatTrak, Souvenir).
 *
 * Use it in forms, where a choice is validated and may need a hint or an error. Not for a setting that applies at
 * once (a `Switch`), nor for the store's long filter lists on a server-drawn page (`NativeCheckbox`).
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={withClassName(choiceField, className)}>
      <CheckboxButton className={choiceRow}>
        {({ isIndeterminate }) => (
          <>
            <span className={checkboxBox}>
              {isIndeterminate ? <MinusIcon className={checkMark} /> : <CheckIcon className={checkMark} />}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldHelpProps {
  /** The `Checkbox`es. */
  children?: ReactNode;
}

/**
 * Several independent choices under one label; validated as a whole.
 *
 * Use it when any number of options may be ticked. Not when exactly one must be chosen: that is a `RadioGroup`
 * (a few options) or a `Select` (many).
 */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={withClassName(fieldGroup, className)}>
      {label != null && <Label>{label}</Label>}
      <div className={choiceList}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
