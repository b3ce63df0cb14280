import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState, Page } from '../../../../-components/Page.tsx';

interface AdminPageProps {
  title: string;
  /** What the page will hold, said plainly while the back-office is being built. */
  children: ReactNode;
}

export function AdminPage({ title, children }: AdminPageProps) {
  const { t } = useLingui();
  return (
    <Page title={title}>
      <EmptyState title={t`This back-office page is not available yet`}>{children}</EmptyState>
    </Page>
  );
}
