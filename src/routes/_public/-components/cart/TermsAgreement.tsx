import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '#ui/Checkbox/Checkbox.tsx';
import { Link } from '#ui/Link/Link.tsx';
import { termsRequiredMessage } from './checkoutMessages.ts';

interface TermsAgreementProps {
  isAgreed: boolean;
  onChange: (isAgreed: boolean) => void;
  /** Buy was pressed without the agreement: the spec §5 error shows here until the box is ticked. */
  showError: boolean;
  isDisabled?: boolean;
}

/**
 * Spec §5: paying needs the agreement to the terms and the privacy policy, said once: the label names both and
 * links to them. The links sit inside the checkbox's <label> (allowed: links are not labelable), so the box's name
 * is the whole sentence, a click on a link opens it in a new tab (the cart keeps its state) without ticking
 * the box, and Tab reaches each link after the box.
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
    >
      <span>
        <Trans>
          I agree to the{' '}
          <Link href="/terms" target="_blank">
            Terms of Use
          </Link>{' '}
          and the{' '}
          <Link href="/policy" target="_blank">
            Privacy Policy
          </Link>
        </Trans>
      </span>
    </Checkbox>
  );
}
