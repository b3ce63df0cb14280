import { msg } from '@lingui/core/macro';
import { retryInspections } from '#api/adminInspections.ts';
import { minReasonLength, reasonMessages } from '../adminOrderAction/adminOrderAction.machine.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { InspectionRetryField, InspectionRetryValues } from './inspectionRetry.types.ts';

/** The reason rule of every admin action (contract/admin/lists.ts `adminReasonSchema`), said before sending. */
export const validateInspectionRetry = ({ reason }: InspectionRetryValues) =>
  reason.trim().length < minReasonLength ? { reason: reasonMessages.reasonRequired } : {};

/**
 * Asking the game coordinator again for the CS2 listings whose inspection was given up: confirm with a reason →
 * in flight, controls locked → a toast saying how many were asked again and the overview reloaded, or the server's
 * refusal as an error toast with the confirmation still open.
 */
export const inspectionRetryMachine = createFormFlow<
  InspectionRetryValues,
  Awaited<ReturnType<typeof retryInspections>>,
  InspectionRetryField
>({
  id: 'inspectionRetry',
  description: 'Asks the game coordinator again for given-up inspections after a confirmation with a reason.',
  fields: ['reason'],
  validate: validateInspectionRetry,
  submit: (values, signal) => retryInspections(values, signal),
  successMessage: ({ retried }) =>
    retried.length === 0
      ? msg`None of them was waiting for an admin any more`
      : msg`The game coordinator is asked again`,
  confirm: true,
});
