import type { ProfileFormValues } from '#contract/profile.ts';
import type { FormFlowEvent } from '../formFlow/formFlow.types.ts';

export type ProfileCompletionEvent = FormFlowEvent<Partial<ProfileFormValues>>;
