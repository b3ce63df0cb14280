import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileCompletionDialog } from '#app/session/ProfileCompletionDialog.tsx';

/** Where the server sends the browser after a Steam sign-in (contract/auth.ts `authSuccessPath`). */
export const Route = createFileRoute('/_public/auth-success')({
  staticData: { breadcrumbs: [{ label: msg`Profile` }] },
  component: ProfileCompletionDialog,
});
