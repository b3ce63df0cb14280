import { createFileRoute } from '@tanstack/react-router';
import { companyInfoQuery, paymentGatewaysQuery } from '#api/lists.queries.ts';
import { PublicLayout } from '#pages/shop/PublicLayout.tsx';

/** Header and footer around every page of the shop, the profile and the back-office. */
export const Route = createFileRoute('/_public')({
  // The footer's payment methods and company details start loading with any page and hold nothing: the server,
  // which waits for what a page started, draws the footer whole, so it neither grows nor asks again once the
  // page is live (the lists then stay fresh for five minutes of navigation).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(paymentGatewaysQuery);
    void queryClient.prefetchQuery(companyInfoQuery);
  },
  component: PublicLayout,
});
