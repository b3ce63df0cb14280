import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#pages/shop/LegalPage.tsx';
import { termsSections } from '#pages/shop/legalContent.ts';

export const Route = createFileRoute('/_public/terms')({
  staticData: { breadcrumbs: [{ label: msg`Terms of Use` }] },
  component: TermsPage,
});

function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of Use`}
      lead={t`The rules that apply when you buy on SkinsMarket. Last updated: 1 November 2026.`}
      sections={termsSections}
    />
  );
}
