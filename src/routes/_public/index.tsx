import { createFileRoute } from '@tanstack/react-router';
import { homeLastTradesQuery } from '#api/lastTrades.queries.ts';
import { feedbackQuery } from '#api/reviews.queries.ts';
import { publicSettingsQuery } from '#api/settings.ts';
import { cachedDisplayCurrency } from '#api/store.queries.ts';
import { HomePage } from '#pages/shop/home/HomePage.tsx';

export const Route = createFileRoute('/_public/')({
  // The last trades, the reviews and the admin's notice start loading with the page and hold nothing: the server,
  // which waits for what a page started, draws them filled instead of as placeholders the browser would swap out.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeLastTradesQuery(cachedDisplayCurrency(queryClient)));
    void queryClient.prefetchQuery(feedbackQuery);
    void queryClient.prefetchQuery(publicSettingsQuery);
  },
  component: HomePage,
});
