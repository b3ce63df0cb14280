import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { adminIdSchema, adminListParam, adminPageSchema, adminPaginationSchema } from './lists.ts';

/** The admin audit log (DESIGN.md §7): one row per admin action, written with the action. */
export const auditEntrySchema = z
  .object({
    id: z.int().positive(),
    admin: z
      .object({ id: z.int().positive(), name: z.string() })
      .nullable()
      .describe('Null for what the shop did by itself (the inventory sync took a listing off sale)'),
    action: z
      .string()
      .describe(
        'Dotted verb: order.refund, order.resend, order.cancel, order.note, order.create, inventory.sync, listing.off_sale…',
      ),
    target_type: z.string().describe('order, user, setting, listing, inventory_sync…'),
    target_id: z.string(),
    before: z.unknown().nullable().describe('The target as it was (JSON), null for a creation'),
    after: z.unknown().nullable().describe('The target as it became (JSON)'),
    reason: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'AdminAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminPaginationSchema.extend({
  admin_id: adminIdSchema.optional().describe('Only this admin’s actions'),
  target_type: z.string().trim().min(1).max(40).optional(),
  target_id: z.string().trim().min(1).max(80).optional().describe('With target_type: one target’s history'),
  action: adminListParam(z.string().trim().min(1).max(60), 'Actions').optional(),
});

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/audit/',
    access: 'admin',
    tags: ['admin'],
    summary: 'The admin audit log, newest first',
    description: 'Filterable by admin, target (type and id) and action; 100 entries a page at most.',
    query: auditQuerySchema,
    responses: { 200: adminPageSchema(auditEntrySchema).meta({ id: 'AdminAuditPage' }), ...adminErrors },
  }),
};
