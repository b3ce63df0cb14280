import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminSettingsQuery, settingsKeys } from '#api/settings.ts';
import { InventorySyncStatus } from '#pages/admin/backoffice/InventorySyncStatus.tsx';
import { SettingsForm } from '#pages/admin/backoffice/SettingsForm.tsx';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/settings')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Settings`) },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminSettingsQuery),
  component: SettingsRoute,
});

function SettingsRoute() {
  const queryClient = useQueryClient();
  const { data: settings } = useSuspenseQuery(adminSettingsQuery);
  return (
    <SettingsForm
      settings={settings}
      inventorySync={<InventorySyncStatus />}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: settingsKeys.admin });
        void queryClient.invalidateQueries({ queryKey: settingsKeys.public });
        void queryClient.invalidateQueries({ queryKey: ['lists'] });
      }}
    />
  );
}
