import { createLink } from '@tanstack/react-router';
import { Link } from '#ui/Link/Link.tsx';

/**
 * The design system's Link driven by the router: typed `to`/`params`/`search`, client-side navigation,
 * preloading on intent, and `data-current` on the link of the page the visitor is on.
 */
export const RouterLink = createLink(Link);
