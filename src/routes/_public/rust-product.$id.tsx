import { createFileRoute } from '@tanstack/react-router';
import { productBreadcrumbs } from '../-components/games.ts';
import { idParams } from '../-components/params.ts';
import { loadProduct } from './-components/product/loadProduct.ts';
import { ProductPage } from './-components/product/ProductPage.tsx';

export const Route = createFileRoute('/_public/rust-product/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadProduct(queryClient, 'rust', id),
  staticData: { breadcrumbs: productBreadcrumbs('rust') },
  component: RustProductPage,
});

function RustProductPage() {
  const { id } = Route.useParams();
  return <ProductPage game="rust" id={id} />;
}
