import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#pages/shop/LegalPage.tsx';
import { privacySections } from '#pages/shop/legalContent.ts';

export const Route = createFileRoute('/_public/policy')({
  staticData: { breadcrumbs: [{ label: msg`Privacy Policy` }] },
  component: PolicyPage,
});

function PolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy Policy`}
      lead={t`What personal data we keep, why, for how long, and how you control it. Last updated: 1 November 2026.`}
      sections={privacySections}
    />
  );
}
