import { createFileRoute } from '@tanstack/react-router';
import { storeBreadcrumbs } from '../-components/games.ts';
import { storeSearchSchema } from '../-components/params.ts';
import { loadStore } from './-components/store/loadStore.ts';
import { StorePage } from './-components/store/StorePage.tsx';

export const Route = createFileRoute('/_public/rust-store')({
  validateSearch: storeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadStore(queryClient, 'rust', deps),
  staticData: { breadcrumbs: storeBreadcrumbs, wide: true },
  component: RustStorePage,
});

function RustStorePage() {
  return <StorePage game="rust" search={Route.useSearch()} />;
}
