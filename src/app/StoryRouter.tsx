import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';

/** For stories: a router at `path` around a component that makes links, without the app's routes. */
export function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => children }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}
