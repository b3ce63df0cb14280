import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { choiceField, choiceRow } from '../Field/Field.css.ts';
import { FieldHelp, type FieldHelpProps, withClassName } from '../Field/Field.tsx';
import { switchField, switchThumb, switchTrack } from './Switch.css.ts';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, Omit<FieldHelpProps, 'label'> {
  /** The label, beside the track. */
  children?: ReactNode;
}

/**
 * A setting that takes effect at once: only tradable items, StatTrak only.
 *
 * Use it for on/off that applies as soon as it is flipped. Not in a form that is submitted (a `Checkbox`: "I
 * accept the terms" is not a setting), nor for a choice of more than two states.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={withClassName(`${choiceField} ${switchField}`, className)}>
      <SwitchButton className={choiceRow}>
        <span className={switchTrack}>
          <span className={switchThumb} />
        </span>
        {children}
      </SwitchButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </SwitchField>
  );
}
