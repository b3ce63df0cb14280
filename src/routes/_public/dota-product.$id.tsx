import { createFileRoute } from '@tanstack/react-router';
import { productBreadcrumbs } from '../-components/games.ts';
import { idParams } from '../-components/params.ts';
import { loadProduct } from './-components/product/loadProduct.ts';
import { ProductPage } from './-components/product/ProductPage.tsx';

export const Route = createFileRoute('/_public/dota-product/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadProduct(queryClient, 'dota2', id),
  staticData: { breadcrumbs: productBreadcrumbs('dota2') },
  component: DotaProductPage,
});

function DotaProductPage() {
  const { id } = Route.useParams();
  return <ProductPage game="dota2" id={id} />;
}
