import { createFileRoute } from '@tanstack/react-router';
import { productBreadcrumbs } from '../-components/games.ts';
import { idParams } from '../-components/params.ts';
import { loadProduct } from './-components/product/loadProduct.ts';
import { ProductPage } from './-components/product/ProductPage.tsx';

export const Route = createFileRoute('/_public/cs-product/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadProduct(queryClient, 'csgo', id),
  staticData: { breadcrumbs: productBreadcrumbs('csgo') },
  component: CsProductPage,
});

function CsProductPage() {
  const { id } = Route.useParams();
  return <ProductPage game="csgo" id={id} />;
}
