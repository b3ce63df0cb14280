import { createFileRoute } from '@tanstack/react-router';
import { storeBreadcrumbs } from '../-components/games.ts';
import { storeSearchSchema } from '../-components/params.ts';
import { loadStore } from './-components/store/loadStore.ts';
import { StorePage } from './-components/store/StorePage.tsx';

export const Route = createFileRoute('/_public/cs-store')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadStore(queryClient, 'csgo', deps),
  staticData: { breadcrumbs: storeBreadcrumbs, wide: true },
  component: CsStorePage,
});

function CsStorePage() {
  return <StorePage game="csgo" search={Route.useSearch()} />;
}
