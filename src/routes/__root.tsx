import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '#app/router.tsx';
import { useScrollOnNavigation } from '#app/scroll.ts';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';
import { NotFoundPage } from './-components/NotFoundPage.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const router = useRouter();
  useScrollOnNavigation();
  return (
    // react-aria components with an `href` (menu items, breadcrumbs) navigate through the router too.
    <AriaRouterProvider navigate={(href) => router.navigate({ href })}>
      <Outlet />
      <ToastHost />
    </AriaRouterProvider>
  );
}
