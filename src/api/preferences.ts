import { queryOptions } from '@tanstack/react-query';
import type { Language } from '#contract/languages.ts';
import { type PreferencesUpdate, preferencesEndpoints } from '#contract/preferences.ts';
import { callEndpoint } from './endpoint.ts';
import { userDataKeys } from './profile.queries.ts';

/** How the shop writes to the signed-in user (contract/preferences.ts): under `['me']`, which signing out forgets. */
export const preferencesQuery = queryOptions({
  queryKey: [...userDataKeys.all, 'preferences'] as const,
  queryFn: ({ signal }) => callEndpoint(preferencesEndpoints.preferences, { signal }),
});

export function updatePreferences(update: PreferencesUpdate) {
  return callEndpoint(preferencesEndpoints.update, { body: update });
}

/** The site's language, kept as the language of the user's e-mails and receipts. */
export function saveLanguage(language: Language) {
  return updatePreferences({ language });
}
