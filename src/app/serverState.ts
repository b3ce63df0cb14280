import type { DehydratedState } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { DehydratedRouter } from '@tanstack/react-router/ssr/client';
import type { SessionView } from './session/sessionHandle.ts';

/**
 * The id of the `<script type="application/json">` that carries a server-drawn page's state (not executable,
 * so the policy's `script-src 'self'` holds); src/entry-server.tsx writes it, src/main.tsx reads it.
 */
export const serverStateElementId = 'server-state';

/**
 * The id of the list of scripts a server-drawn page asks for once it has painted (`{ modules, preloads, shared }`):
 * src/entry-server.tsx writes it, public/first-paint.js reads it.
 */
export const afterPaintListId = 'after-paint-scripts';

/**
 * What the browser hydrates a server-drawn page from: the router's matches, the query cache and the session they
 * were drawn with.
 */
export interface ServerState {
  router: DehydratedRouter;
  queries: DehydratedState;
  session: SessionView;
}

/**
 * The router's matches in the form its own hydration reads (TanStack Router's `DehydratedMatch`): ids with `#`
 * for `/`, as its server utilities write them. Only successful pages are drawn, so no error or not-found flags.
 */
export function dehydrateRouter(router: AnyRouter): DehydratedRouter {
  return {
    manifest: undefined,
    matches: router.state.matches.map((match) => ({
      i: match.id.replaceAll('/', '#'),
      u: match.updatedAt,
      s: match.status,
      ...(match.ssr === undefined ? {} : { ssr: match.ssr }),
      ...(match.loaderData === undefined ? {} : { l: match.loaderData }),
    })),
  };
}
