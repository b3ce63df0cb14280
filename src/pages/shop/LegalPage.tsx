import { useLingui } from '@lingui/react/macro';
import { Page } from '#pages/common/Page.tsx';
import { Stack } from '#ui/Box/Box.tsx';
import * as styles from './InfoPages.css.ts';
import type { LegalSection } from './legalContent.ts';

interface LegalPageProps {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** Terms of Use and Privacy Policy: numbered sections whose headings carry ids, so `#hash` links land on them. */
export function LegalPage({ title, lead, sections }: LegalPageProps) {
  const { i18n } = useLingui();
  return (
    <Page title={title} lead={lead} narrow>
      <Stack gap="xxl">
        {sections.map((section) => (
          <Stack as="section" key={section.id} gap="md" aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.sectionHeading}>
              {i18n._(section.heading)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className={styles.paragraph}>
                {i18n._(paragraph)}
              </p>
            ))}
          </Stack>
        ))}
      </Stack>
    </Page>
  );
}
