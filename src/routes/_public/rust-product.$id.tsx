import { createFileRoute } from '@tanstack/react-router';
import { productBreadcrumbs } from '#pages/common/games.ts';
import { idParams } from '#pages/common/params.ts';
import { loadProduct } from '#pages/shop/product/loadProduct.ts';
import { ProductPage } from '#pages/shop/product/ProductPage.tsx';

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
