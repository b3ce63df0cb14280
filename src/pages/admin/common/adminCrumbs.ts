import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Crumb } from '#app/breadcrumbs.ts';
import { profileCrumb } from '#pages/common/games.ts';

/** The back-office lists a detail page links back to from its breadcrumb. */
export const adminListCrumbs = {
  'all-orders': { label: msg`All orders`, to: '/profile/admin/all-orders' },
  'all-users-info': { label: msg`Users`, to: '/profile/admin/all-users-info' },
  'all-users-edit': { label: msg`Edit User Profiles`, to: '/profile/admin/all-users-edit' },
  'all-support': { label: msg`Support center`, to: '/profile/admin/all-support' },
} as const satisfies Record<string, Crumb>;

/** Back-office trail: Profile, then the list a detail page belongs to, then the page itself. */
export function adminBreadcrumbs(label: MessageDescriptor, list?: Crumb): readonly Crumb[] {
  return list ? [profileCrumb, list, { label }] : [profileCrumb, { label }];
}
