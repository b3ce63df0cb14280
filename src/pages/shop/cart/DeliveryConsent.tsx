import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '#ui/Checkbox/Checkbox.tsx';
import { consentRequiredMessage, immediateDeliveryConsentLabel } from './checkoutMessages.ts';

interface DeliveryConsentProps {
  isConsented: boolean;
  onChange: (isConsented: boolean) => void;
  /** Buy was pressed without it: the error shows here until the box is ticked. */
  showError: boolean;
  isDisabled?: boolean;
}

/**
 * The consent to immediate delivery (Directive 2011/83/EU art. 16(m), issue #26): skins are digital items delivered
 * at once, so the buyer asks for that and acknowledges losing the right of withdrawal once they are delivered. Its
 * own box, never folded into the terms: the law asks for an express, separate request.
 */
export function DeliveryConsent({ isConsented, onChange, showError, isDisabled }: DeliveryConsentProps) {
  const { i18n } = useLingui();
  return (
    <Checkbox
      isSelected={isConsented}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={showError && !isConsented}
      errorMessage={i18n._(consentRequiredMessage)}
    >
      {i18n._(immediateDeliveryConsentLabel)}
    </Checkbox>
  );
}
