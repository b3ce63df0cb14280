import { Trans, useLingui } from '@lingui/react/macro';
import type { SyntheticEvent } from 'react';
import { Checkbox } from '#ui/Checkbox/Checkbox.tsx';
import { Link, type LinkProps } from '#ui/Link/Link.tsx';
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
          I agree to the <LabelLink href="/terms">Terms of Use</LabelLink> and the{' '}
          <LabelLink href="/policy">Privacy Policy</LabelLink>
        </Trans>
      </span>
    </Checkbox>
  );
}

const keepToItself = (event: SyntheticEvent) => event.stopPropagation();

/**
 * A link inside the checkbox's label, opening its page in a new tab. The label ticks the box on a press anywhere
 * in it and cancels the clicks inside it (react-aria's checkbox): the link keeps its pointer down and its click
 * to itself, so it opens its page and leaves the box as it was.
 */
function LabelLink(props: LinkProps) {
  return <Link {...props} target="_blank" onPointerDown={keepToItself} onClick={keepToItself} />;
}
