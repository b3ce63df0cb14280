import { i18n } from '@lingui/core';
import type { ValidationResult } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { messages as frenchMessages } from '#locales/fr/messages.po';
import { validationMessage } from './validationMessage.ts';

const validDetails: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};

function invalid(details: Partial<ValidityState>, validationErrors: string[]): ValidationResult {
  return { isInvalid: true, validationDetails: { ...validDetails, ...details, valid: false }, validationErrors };
}

describe('validationMessage', () => {
  it('replaces the browser message of a missing value by ours', () => {
    expect(validationMessage(invalid({ valueMissing: true }, ['Veuillez renseigner ce champ.']), i18n)).toBe(
      'This field is required',
    );
  });

  it('names the first problem to fix when several constraints break', () => {
    expect(validationMessage(invalid({ tooShort: true, patternMismatch: true }, ['…']), i18n)).toBe(
      'This value has the wrong format',
    );
    expect(validationMessage(invalid({ rangeUnderflow: true }, ['…']), i18n)).toBe('This value is too low');
  });

  it('shows our own errors (validate function, server) as they are, all of them', () => {
    expect(validationMessage(invalid({ customError: true }, ['Invalid email address', 'Already in use']), i18n)).toBe(
      'Invalid email address Already in use',
    );
  });

  it('prefers our own error over a native one when both apply', () => {
    expect(validationMessage(invalid({ customError: true, valueMissing: true }, ['Enter your phone']), i18n)).toBe(
      'Enter your phone',
    );
  });

  it('speaks the active language', () => {
    const { locale, messages } = i18n;
    try {
      i18n.loadAndActivate({ locale: 'fr', messages: frenchMessages });
      expect(validationMessage(invalid({ valueMissing: true }, ['Please fill out this field.']), i18n)).toBe(
        'Ce champ est obligatoire',
      );
    } finally {
      i18n.loadAndActivate({ locale, messages });
    }
  });
});
