import type { ProfileFormValues } from '../../ui/ProfileForm/ProfileForm.tsx';
import type { FormFlowEvent } from '../formFlow/formFlow.types.ts';

export type ProfileCompletionEvent = FormFlowEvent<Partial<ProfileFormValues>>;
