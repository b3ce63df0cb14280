import { createFileRoute } from '@tanstack/react-router';
import { storeBreadcrumbs } from '#pages/common/games.ts';
import { storeSearchSchema } from '#pages/common/params.ts';
import { loadStore } from '#pages/shop/store/loadStore.ts';
import { StorePage } from '#pages/shop/store/StorePage.tsx';

export const Route = createFileRoute('/_public/dota-store')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadStore(queryClient, 'dota2', deps),
  staticData: { breadcrumbs: storeBreadcrumbs, wide: true },
  component: DotaStorePage,
});

function DotaStorePage() {
  return <StorePage game="dota2" search={Route.useSearch()} />;
}
