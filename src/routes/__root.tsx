import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
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
  // Stable: each new `navigate` would redraw every react-aria control that reads the router (links, buttons, menu
  // items), and this layout is drawn again as each navigation resolves.
  const navigate = useCallback((href: string) => router.navigate({ href }), [router]);
  return (
    // react-aria components with an `href` (menu items, breadcrumbs) navigate through the router too.
    <AriaRouterProvider navigate={navigate}>
      <Outlet />
      <ToastHost />
    </AriaRouterProvider>
  );
}
