import type { Db } from '../db/db.ts';

export interface SupportRequest {
  email: string;
  fullName: string;
  message: string;
  /** The sender's address, kept for abuse handling. */
  clientIp: string;
}

/** Files a message from the support form for the team. */
export async function recordSupportRequest(db: Db, request: SupportRequest): Promise<void> {
  await db.query('INSERT INTO support_requests (email, full_name, message, client_ip) VALUES ($1, $2, $3, $4)', [
    request.email,
    request.fullName,
    request.message,
    request.clientIp,
  ]);
}
