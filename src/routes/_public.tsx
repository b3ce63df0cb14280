import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from './_public/-components/PublicLayout.tsx';

/** Header and footer around every page of the shop, the profile and the back-office. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
