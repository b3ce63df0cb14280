import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Page } from '#pages/common/Page.tsx';
import { Disclosure, DisclosureGroup } from '#ui/Disclosure/Disclosure.tsx';
import { faqEntries } from './faqContent.ts';
import * as styles from './InfoPages.css.ts';

function isQuestionId(hash: string): boolean {
  return faqEntries.some((entry) => entry.id === hash);
}

/** Spec §1: the twelve questions as an accordion; `/faq#<question>` opens that question. */
export function FaqPage() {
  const { t, i18n } = useLingui();
  const hash = useLocation({ select: (location) => location.hash });
  // Nothing open at first, as the server draws the page (it never sees the hash).
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  // A link to one question (also while already on the FAQ, or as the page is first opened) opens it; the router
  // then scrolls to it.
  useEffect(() => {
    if (isQuestionId(hash)) setExpanded(new Set([hash]));
  }, [hash]);

  return (
    <Page
      title={t`Frequently asked questions`}
      lead={<Trans>Everything about buying, paying and receiving your skins. Still stuck? Ask our support.</Trans>}
      narrow
    >
      <DisclosureGroup expandedKeys={expanded} onExpandedChange={setExpanded}>
        {faqEntries.map((entry) => (
          <Disclosure
            key={entry.id}
            id={entry.id}
            headingLevel={2}
            title={
              // The anchor `#hash` links scroll to; the accordion item itself renders no DOM id.
              <span id={entry.id}>{i18n._(entry.question)}</span>
            }
          >
            <p className={styles.faqAnswer}>{i18n._(entry.answer)}</p>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </Page>
  );
}
