import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { adminUserSorts } from '../enums.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { profileFieldLimits, profileMessages, profileSettingsBodySchema } from '../profile.ts';
import { adminUserFieldMessages, adminUserMessages } from './backofficeMessages.ts';
import { adminIdSchema, adminPageSchema, adminPaginationSchema, adminReasonSchema } from './lists.ts';

/**
 * The back-office for users (issue 13): the list, a user's page, editing (with the shopper's own settings
 * schema, so both forms refuse the same inputs), roles, bans, sessions, and accounts an admin creates.
 */

export { adminUserSorts };
export const adminUserSortSchema = z.enum(adminUserSorts);
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;

/** `true`/`false` in the address; absent means either. */
const flagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const adminUserListQuerySchema = adminPaginationSchema.extend({
  q: z.string().trim().min(1).max(100).optional().describe('Start of the name, SteamID64 or e-mail'),
  admin: flagSchema.optional(),
  banned: flagSchema.optional(),
  has_orders: flagSchema.optional(),
  sort: adminUserSortSchema.default('joined_desc'),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

const timestamp = z.iso.datetime();

export const adminUserRowSchema = z
  .object({
    id: z.int().positive(),
    username: z.string(),
    steam_id: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    is_admin: z.boolean(),
    banned: z.boolean(),
    created_at: timestamp,
    last_sign_in_at: timestamp.nullable(),
    orders_count: z.int().min(0),
    amount_spent_usd: z.number().describe('Paid orders, in US dollars, 2 decimals'),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = adminPageSchema(adminUserRowSchema).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserSessionSchema = z
  .object({
    family_id: z.string(),
    signed_in_at: timestamp,
    last_used_at: timestamp,
    expires_at: timestamp,
    user_agent: z.string().nullable(),
  })
  .meta({ id: 'AdminUserSession' });

export const adminUserDetailSchema = z
  .object({
    id: z.int().positive(),
    username: z.string(),
    full_name: z.string().nullable(),
    steam_id: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    street_address: z.string().nullable(),
    zip_code: z.string().nullable(),
    country: z.string().nullable(),
    date_birth: z.string().nullable(),
    steam_trade_link: z.string().nullable(),
    avatar: z.string().nullable(),
    is_admin: z.boolean(),
    banned_at: timestamp.nullable(),
    ban_reason: z.string().nullable(),
    created_at: timestamp,
    last_sign_in_at: timestamp.nullable(),
    orders: z.array(
      z.object({
        id: z.int().positive(),
        code: z.string(),
        status: z.string(),
        total: z.number(),
        currency: z.string(),
        created_at: timestamp,
      }),
    ),
    purchases: z.array(
      z.object({ order_id: z.int().positive(), skin_id: z.int().positive(), name: z.string(), price_usd: z.number() }),
    ),
    reviews: z.array(
      z.object({
        id: z.int().positive(),
        rate: z.int(),
        description: z.string(),
        status: z.string(),
        created_at: timestamp,
      }),
    ),
    support_requests: z.array(
      z.object({ id: z.int().positive(), status: z.string(), message: z.string(), created_at: timestamp }),
    ),
    sessions: z.array(adminUserSessionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The profile fields an admin edits: exactly the shopper's settings form (contract/profile.ts). */
export const adminUserEditBodySchema = profileSettingsBodySchema;
export type AdminUserEditBody = z.infer<typeof adminUserEditBodySchema>;

export const adminRoleBodySchema = z.strictObject({ is_admin: z.boolean(), reason: adminReasonSchema }).meta({
  id: 'AdminRoleChange',
});
export const adminReasonBodySchema = z.strictObject({ reason: adminReasonSchema }).meta({ id: 'AdminReason' });

export const steamId64Schema = z
  .string()
  .trim()
  .regex(/^7656119\d{10}$/, adminUserFieldMessages.steamId);

export const adminCreateUserBodySchema = z
  .strictObject({
    steam_id: steamId64Schema,
    username: z
      .string()
      .trim()
      .min(1, profileMessages.required)
      .max(profileFieldLimits.username, profileMessages.tooLong),
    email: z
      .string()
      .trim()
      .min(1, profileMessages.required)
      .max(profileFieldLimits.email, profileMessages.tooLong)
      .pipe(z.email(profileMessages.email)),
    is_admin: z.boolean().default(false),
  })
  .meta({ id: 'AdminCreateUser' });
export type AdminCreateUserBody = z.input<typeof adminCreateUserBodySchema>;

export const adminUserAnswerSchema = z
  .object({ detail: z.string(), user: adminUserDetailSchema })
  .meta({ id: 'AdminUserAnswer' });
export type AdminUserAnswer = z.infer<typeof adminUserAnswerSchema>;

export const adminUserParamsSchema = z.object({ id: adminIdSchema });

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const targetErrors = { ...adminErrors, 404: detailBodySchema, 409: detailBodySchema } as const;

export const adminUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/users/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Users, searched, filtered, sorted and paginated',
    query: adminUserListQuerySchema,
    responses: { 200: adminUserPageSchema, ...adminErrors },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'admin/users/{id}/',
    access: 'admin',
    tags: ['admin'],
    summary: 'A user: profile, orders, purchases, reviews, support requests and active sign-ins',
    params: adminUserParamsSchema,
    responses: { 200: adminUserDetailSchema, ...targetErrors },
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: 'admin/users/{id}/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Edit a user’s profile (the shopper’s own settings rules)',
    params: adminUserParamsSchema,
    body: adminUserEditBodySchema,
    responses: { 200: adminUserAnswerSchema, ...targetErrors },
  }),
  role: defineEndpoint({
    method: 'POST',
    path: 'admin/users/{id}/role/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Grant or revoke admin rights (a demotion acts at once)',
    params: adminUserParamsSchema,
    body: adminRoleBodySchema,
    responses: { 200: adminUserAnswerSchema, ...targetErrors },
  }),
  ban: defineEndpoint({
    method: 'POST',
    path: 'admin/users/{id}/ban/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Ban a user: every session ends at once and Steam sign-in is refused',
    params: adminUserParamsSchema,
    body: adminReasonBodySchema,
    responses: { 200: adminUserAnswerSchema, ...targetErrors },
  }),
  unban: defineEndpoint({
    method: 'POST',
    path: 'admin/users/{id}/unban/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Lift a ban',
    params: adminUserParamsSchema,
    body: adminReasonBodySchema,
    responses: { 200: adminUserAnswerSchema, ...targetErrors },
  }),
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: 'admin/users/{id}/sign-out/',
    access: 'admin',
    tags: ['admin'],
    summary: 'End every session of a user',
    params: adminUserParamsSchema,
    body: adminReasonBodySchema,
    responses: { 200: adminUserAnswerSchema, ...targetErrors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'admin/users/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Create the account of a Steam user before their first sign-in',
    body: adminCreateUserBodySchema,
    responses: { 201: adminUserAnswerSchema, ...targetErrors },
  }),
};

export { adminUserFieldMessages, adminUserMessages };
