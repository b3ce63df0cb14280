import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { adminBreadcrumbs } from '../../-components/adminCrumbs.ts';
import { CreateOrderPage } from './-components/orders/CreateOrderPage.tsx';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/create-order')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Create Order`) },
  component: CreateOrderPage,
});
