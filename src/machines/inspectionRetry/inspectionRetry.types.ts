/** What the confirmation sends: the given-up listings shown, and the admin's reason (kept in the audit log). */
export interface InspectionRetryValues {
  skinIds: number[];
  reason: string;
}

export type InspectionRetryField = 'reason';
