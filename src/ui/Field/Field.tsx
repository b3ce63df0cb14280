import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  type ButtonProps,
  composeRenderProps,
  type FieldErrorProps,
  type LabelProps,
  type ListBoxItemProps,
  type ListBoxProps,
  type PopoverProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import {
  description as descriptionClass,
  fieldButton,
  fieldError,
  label as labelClass,
  listBox,
  listEmpty,
  option,
  optionCheck,
  popover,
} from './Field.css.ts';
import { CheckIcon } from './icons.tsx';
import { validationMessage } from './validationMessage.ts';

/** The help props every field takes: what it is, a hint under it, and the message when it is invalid. */
export interface FieldHelpProps {
  /** What the field is, above it; required unless an `aria-label` names the field. */
  label?: ReactNode;
  /** A hint under the field (a format, a limit), tied to it with `aria-describedby`. */
  description?: ReactNode;
  /** Replaces the default message; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * Joins our class with the one a caller passes, which may be a function of the render props: the one
 * className rule of every form control.
 */
export function withClassName<T>(
  base: string,
  className: string | ((renderProps: T) => string) | undefined,
): (renderProps: T) => string {
  return composeRenderProps(className, (custom) => (custom ? `${base} ${custom}` : base));
}

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={className ? `${labelClass} ${className}` : labelClass} />;
}

export function Description({ className, ...props }: Omit<TextProps, 'slot'>) {
  return (
    <Text {...props} slot="description" className={className ? `${descriptionClass} ${className}` : descriptionClass} />
  );
}

/** Shows the field's error in the active language, unless the caller gives its own message. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  const { i18n } = useLingui();
  return (
    <AriaFieldError {...props} className={withClassName(fieldError, className)}>
      {children ?? ((validation) => validationMessage(validation, i18n))}
    </AriaFieldError>
  );
}

/** Description and error under a control, in the order every field shows them. */
export function FieldHelp({ description, errorMessage }: Omit<FieldHelpProps, 'label'>) {
  return (
    <>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

/** A square button inside a field frame (clear, steppers, dropdown chevron). */
export function FieldButton({ className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={withClassName(fieldButton, className)} />;
}

/** The dropdown of a Select or a ComboBox. */
export function FieldPopover({ className, ...props }: PopoverProps) {
  return <AriaPopover offset={4} {...props} className={withClassName(popover, className)} />;
}

export function FieldListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  const { t } = useLingui();
  return (
    <AriaListBox
      renderEmptyState={() => <div className={listEmpty}>{t`No results`}</div>}
      {...props}
      className={withClassName(listBox, className)}
    />
  );
}

/** One choice of a Select or a ComboBox; a check mark shows the selected one. */
export function FieldOption({ className, children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={withClassName(option, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon className={optionCheck} />
          {content}
        </>
      ))}
    </AriaListBoxItem>
  );
}
