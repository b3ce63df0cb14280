import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '#pages/shop/FaqPage.tsx';

export const Route = createFileRoute('/_public/faq')({
  staticData: { breadcrumbs: [{ label: msg`FAQ` }] },
  component: FaqPage,
});
