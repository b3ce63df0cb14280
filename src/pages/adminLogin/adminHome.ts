/** Where an administrator lands after signing in on the hidden page: the back-office's first page, its dashboard. */
export const adminHomePath = '/profile/admin';
