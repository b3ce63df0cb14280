/** Where an administrator lands after signing in on the hidden page: the back-office's first list. */
export const adminHomePath = '/profile/admin/all-orders';
