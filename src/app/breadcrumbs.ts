import type { MessageDescriptor } from '@lingui/core';

/** The pages a breadcrumb may link back to (the trail's last crumb is the current page and has no link). */
export type CrumbTarget =
  | '/cs-store'
  | '/dota-store'
  | '/rust-store'
  | '/profile'
  | '/profile/admin/all-orders'
  | '/profile/admin/all-users-info'
  | '/profile/admin/all-users-edit'
  | '/profile/admin/all-support';

export interface Crumb {
  label: MessageDescriptor;
  to?: CrumbTarget;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The trail after 'Home' that the header shows for this page; layouts and home have none. */
    breadcrumbs?: readonly Crumb[];
  }
}
