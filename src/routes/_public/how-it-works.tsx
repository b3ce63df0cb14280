import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '#pages/shop/HowItWorksPage.tsx';

export const Route = createFileRoute('/_public/how-it-works')({
  staticData: { breadcrumbs: [{ label: msg`How it works` }] },
  component: HowItWorksPage,
});
