import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ValidationResult } from 'react-aria-components';

type NativeValidityKey = Exclude<keyof ValidityState, 'valid' | 'customError'>;

/**
 * The browser writes native constraint messages in ITS language, not the shopper's: we replace them with
 * our own, translated ones. Listed in the order a shopper should fix them (an empty field first).
 */
const nativeValidityMessages: ReadonlyArray<readonly [NativeValidityKey, MessageDescriptor]> = [
  ['valueMissing', msg`This field is required`],
  ['badInput', msg`Enter a valid value`],
  ['typeMismatch', msg`This value has the wrong format`],
  ['patternMismatch', msg`This value has the wrong format`],
  ['tooShort', msg`This text is too short`],
  ['tooLong', msg`This text is too long`],
  ['rangeUnderflow', msg`This value is too low`],
  ['rangeOverflow', msg`This value is too high`],
  ['stepMismatch', msg`This value is not an allowed step`],
];

/**
 * The text to show for an invalid field. Errors that we wrote ourselves (a `validate` function, the
 * server's per-field errors through the Form's `validationErrors`) arrive as a custom error and are shown
 * as they are; a broken native constraint is shown in the active language.
 */
export function validationMessage({ validationDetails, validationErrors }: ValidationResult, i18n: I18n): string {
  if (!validationDetails.customError) {
    const broken = nativeValidityMessages.find(([key]) => validationDetails[key]);
    if (broken) return i18n._(broken[1]);
  }
  return validationErrors.join(' ');
}
