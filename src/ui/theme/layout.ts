/**
 * How far below the top of the viewport content must stay to be seen: the public header (bar and breadcrumbs,
 * about 100px) is sticky, and anything scrolled or stuck under it is hidden (WCAG 2.4.11).
 */
export const headerClearance = '7rem';
