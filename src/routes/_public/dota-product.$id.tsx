import { createFileRoute } from '@tanstack/react-router';
import { productBreadcrumbs } from '#pages/common/games.ts';
import { idParams } from '#pages/common/params.ts';
import { loadProduct } from '#pages/shop/product/loadProduct.ts';
import { ProductPage } from '#pages/shop/product/ProductPage.tsx';

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
