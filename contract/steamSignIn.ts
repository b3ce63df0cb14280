/**
 * The Steam sign-in's paths, relative to the API root. They live apart from `auth.ts` and its zod schemas:
 * the SPA links to the login from its entry chunk, which zod stays out of. `authEndpoints` describes them.
 */
export const steamSignInPathPrefix = 'users/auth/steam/';
/** Browser redirect (full page): `?env=<login environment>`. */
export const steamLoginPath = `${steamSignInPathPrefix}login/` as const;
/** Where the OpenID provider sends the browser back; only the provider links to it. */
export const steamCallbackPath = `${steamSignInPathPrefix}callback/` as const;
