import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../../-components/params.ts';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-support/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Support request`, adminListCrumbs['all-support']) },
  component: SupportRequestPage,
});

function SupportRequestPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  return (
    <AdminPage
      title={t`Support request #${id}`}
    >{t`The message and its sender will be shown here, ready for a reply.`}</AdminPage>
  );
}
