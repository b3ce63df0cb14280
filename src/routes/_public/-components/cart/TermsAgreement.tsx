import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox.tsx';
import { Link } from '../../../../ui/Link/Link.tsx';
import { termsRequiredMessage } from './checkoutMessages.ts';

interface TermsAgreementProps {
  isAgreed: boolean;
  onChange: (isAgreed: boolean) => void;
  /** Buy was pressed without the agreement: the spec §5 error shows here until the box is ticked. */
  showError: boolean;
  isDisabled?: boolean;
}

/**
 * Spec §5: paying needs the agreement to the terms and the privacy policy. The links sit beside the box, not in
 * its label (a link inside the checkbox's label would be a control inside a control); they open in a new tab so
 * the cart keeps its state.
 */
export function TermsAgreement({ isAgreed, onChange, showError, isDisabled }: TermsAgreementProps) {
  const { i18n } = useLingui();
  return (
    <Checkbox
      isSelected={isAgreed}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={showError && !isAgreed}
      errorMessage={i18n._(termsRequiredMessage)}
      description={
        <Trans>
          Read the{' '}
          <Link href="/terms" target="_blank">
            Terms of Use
          </Link>{' '}
          and the{' '}
          <Link href="/policy" target="_blank">
            Privacy Policy
          </Link>
          .
        </Trans>
      }
    >
      <Trans>I agree to the Terms of Use and the Privacy Policy</Trans>
    </Checkbox>
  );
}
