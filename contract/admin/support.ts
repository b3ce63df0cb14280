import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ticketStatuses } from '../enums.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { mailDeliverySchema } from '../mail.ts';
import { supportMessages } from './backofficeMessages.ts';
import { adminIdSchema, adminListParam, adminPageSchema, adminPaginationSchema } from './lists.ts';

/**
 * The support center (issue 13): contact-form messages are tickets an admin answers by e-mail (through the
 * mail queue), closes and reopens. Every text a customer typed is data: shown as text, sent as plain text.
 */
export { ticketStatuses };
export const ticketStatusSchema = z.enum(ticketStatuses).meta({ id: 'TicketStatus' });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketListQuerySchema = adminPaginationSchema.extend({
  status: adminListParam(ticketStatusSchema, 'Statuses').optional(),
  q: z.string().trim().min(1).max(100).optional().describe('Words of the e-mail, name or message'),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

const timestamp = z.iso.datetime();
const adminRefSchema = z.object({ id: z.int().positive(), name: z.string() }).nullable();

export const ticketRowSchema = z
  .object({
    id: z.int().positive(),
    email: z.string(),
    full_name: z.string(),
    excerpt: z.string().describe('The start of the message'),
    status: ticketStatusSchema,
    assigned_admin: adminRefSchema,
    replies: z.int().min(0),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'SupportTicketRow' });
export type TicketRow = z.infer<typeof ticketRowSchema>;

export const ticketPageSchema = adminPageSchema(ticketRowSchema).meta({ id: 'SupportTicketPage' });
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const ticketReplySchema = z
  .object({
    id: z.int().positive(),
    author: adminRefSchema,
    body: z.string(),
    created_at: timestamp,
    /** The e-mail that carries it: queued, sent, or failed with the SMTP server's reason. */
    mail: mailDeliverySchema.nullable(),
  })
  .meta({ id: 'SupportTicketReply' });
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const ticketDetailSchema = ticketRowSchema
  .omit({ excerpt: true, replies: true })
  .extend({ message: z.string(), thread: z.array(ticketReplySchema) })
  .meta({ id: 'SupportTicket' });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const replyLimits = { min: 2, max: 5000 } as const;

export const ticketReplyBodySchema = z
  .strictObject({
    message: z
      .string()
      .trim()
      .min(replyLimits.min, 'Write a reply')
      .max(replyLimits.max, `Keep the reply under ${replyLimits.max} characters`),
  })
  .meta({ id: 'SupportReplyBody' });
export type TicketReplyBody = z.infer<typeof ticketReplyBodySchema>;

export const ticketAnswerSchema = z
  .object({ detail: z.string(), ticket: ticketDetailSchema })
  .meta({ id: 'SupportTicketAnswer' });
export type TicketAnswer = z.infer<typeof ticketAnswerSchema>;

export const ticketParamsSchema = z.object({ id: adminIdSchema });
export const ticketReplyParamsSchema = z.object({ id: adminIdSchema, replyId: adminIdSchema });

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const ticketErrors = { ...adminErrors, 404: detailBodySchema, 409: detailBodySchema } as const;

export const adminSupportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/support/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Support tickets, newest activity first, by status and words',
    query: ticketListQuerySchema,
    responses: { 200: ticketPageSchema, ...adminErrors },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'admin/support/{id}/',
    access: 'admin',
    tags: ['admin'],
    summary: 'A ticket: the message and its thread, with each reply’s e-mail delivery',
    params: ticketParamsSchema,
    responses: { 200: ticketDetailSchema, ...ticketErrors },
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: 'admin/support/{id}/reply/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Answer a ticket by e-mail (queued; the ticket becomes answered)',
    params: ticketParamsSchema,
    body: ticketReplyBodySchema,
    responses: { 200: ticketAnswerSchema, ...ticketErrors },
  }),
  close: defineEndpoint({
    method: 'POST',
    path: 'admin/support/{id}/close/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Close a ticket',
    params: ticketParamsSchema,
    responses: { 200: ticketAnswerSchema, ...ticketErrors },
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: 'admin/support/{id}/reopen/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Reopen a closed ticket',
    params: ticketParamsSchema,
    responses: { 200: ticketAnswerSchema, ...ticketErrors },
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: 'admin/support/{id}/replies/{replyId}/resend/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Queue a reply’s failed e-mail again',
    params: ticketReplyParamsSchema,
    responses: { 200: ticketAnswerSchema, ...ticketErrors },
  }),
};

export { supportMessages };
