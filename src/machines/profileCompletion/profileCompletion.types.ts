import type { ProfileFormValues } from '../../../contract/profile.ts';
import type { ProfileFieldErrors } from './profileValidation.ts';

export interface ProfileCompletionContext {
  /** Why the last submit was refused, field by field (spec §5). */
  fieldErrors: ProfileFieldErrors;
  /** Why the last save failed (spec §8), shown in the form as well as in the toasts. */
  failureMessage: string | undefined;
}

export type ProfileCompletionEvent = { type: 'profile.submit'; values: Partial<ProfileFormValues> };

/** The UI reads these, never state paths: `loading` locks the form, `saved` waits for the trip home. */
export type ProfileCompletionTag = 'loading' | 'invalid' | 'failed' | 'saved';
