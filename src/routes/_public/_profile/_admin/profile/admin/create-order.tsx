import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { CreateOrderPage } from '#pages/admin/orders/CreateOrderPage.tsx';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/create-order')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Create Order`) },
  component: CreateOrderPage,
});
