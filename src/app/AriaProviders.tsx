import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { AriaLocaleProvider } from '#ui/AriaLocaleProvider/AriaLocaleProvider.tsx';

/**
 * What react-aria's widgets read from above them: the shopper's language (see `AriaLocaleProvider`) and the router,
 * through which its components with an `href` (menu items, breadcrumbs) navigate. Given where the widgets are drawn
 * (the pages' frame, the lazily loaded widgets of the header and footer, the dialogs), not above the whole app:
 * react-aria's locale module works out the browser's language through Intl as it loads (about 90 ms of the home's
 * start at 4× CPU), which a page without widgets, such as the home, does not need to pay.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  // Drawn outside the app's router (a widget's own test or story), react-aria's links navigate as plain links.
  const router: ReturnType<typeof useRouter> | null = useRouter({ warn: false });
  // Stable: a new `navigate` would redraw every react-aria control that reads the router, each time the page's
  // frame is drawn again.
  const navigate = useCallback((href: string) => router?.navigate({ href }), [router]);
  return (
    <AriaLocaleProvider>
      {router ? <RouterProvider navigate={navigate}>{children}</RouterProvider> : children}
    </AriaLocaleProvider>
  );
}
