import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { adminListingSorts, listingStates } from '../enums.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { currencyCodeSchema } from '../lists.ts';
import { gameSchema } from '../store.ts';
import { adminListingMessages } from './listingMessages.ts';
import { adminIdSchema, adminListParam, adminPageSchema, adminPaginationSchema, adminReasonSchema } from './lists.ts';

export { adminListingMessages, adminListingSorts, listingStates };

/**
 * The back-office's listings (issue 25, server/admin/listings.ts): every listing the shop has, on sale or not, with
 * its state, its prices and what an admin may do to it: fix its price or clear it, take it off sale and back on, one
 * listing or a selection at a time, each change audited with its reason.
 */

export const listingStateSchema = z.enum(listingStates);
export type ListingState = z.infer<typeof listingStateSchema>;

export const adminListingSortSchema = z.enum(adminListingSorts);
export type AdminListingSort = z.infer<typeof adminListingSortSchema>;

export const adminListingListQuerySchema = adminPaginationSchema.extend({
  sort: adminListingSortSchema.default('newest'),
  game: adminListParam(gameSchema, 'Games').optional(),
  bot: adminListParam(z.string().trim().min(1).max(64), 'Bots, by account name').optional(),
  state: adminListParam(
    listingStateSchema,
    'States: on sale, or the first reason it is not (sold, reserved, off sale, needs attention, not inspected, unpriced)',
  ).optional(),
  q: z.string().trim().min(1).max(100).optional().describe('Words of the name, each the start of a word: "ak red"'),
  currency: currencyCodeSchema.optional().describe('The prices’ currency; the admin’s own when absent'),
});
export type AdminListingListQuery = z.input<typeof adminListingListQuerySchema>;

/** What an admin may do to a listing now, from its state: the page offers only these. */
export const adminListingActions = ['take_off_sale', 'put_on_sale', 'fix_price', 'clear_price'] as const;
export const adminListingActionSchema = z.enum(adminListingActions);
export type AdminListingAction = z.infer<typeof adminListingActionSchema>;

const timestamp = z.iso.datetime();
const money = z.number().describe('2 decimals, in the answer’s currency');

export const adminListingRowSchema = z
  .object({
    id: z.int().positive(),
    game: gameSchema,
    name: z.string(),
    /** The name Steam and its market know the item by; null for a demo listing. */
    market_hash_name: z.string().nullable(),
    image_url: z.string().describe('Steam’s picture of the asset, else the drawn one (a path on the API host)'),
    source: z.enum(['demo', 'inventory']),
    bot: z.string().nullable().describe('The bot holding the asset (its account name)'),
    asset_id: z.string().nullable(),
    item_float: z
      .string()
      .regex(/^\d\.\d{6}$/)
      .nullable(),
    state: listingStateSchema,
    attention: z.string().nullable().describe('What the mapping could not read of Steam’s description'),
    inspection_due: z.boolean().describe('A CS2 item with a wear: on sale only once the game reported its float'),
    inspected_at: timestamp.nullable(),
    off_sale: z
      .object({
        reason: z.string(),
        at: timestamp.nullable(),
        /** The admin who took it off sale; null when the sync did (its asset left the bot outside an order). */
        by: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
      })
      .nullable(),
    /** The order holding the listing (reserved) or that bought it (sold). */
    order: z.object({ id: z.int().positive(), code: z.string() }).nullable(),
    reference_price: money.nullable().describe('The market’s reference price (no fee)'),
    reference_read_at: timestamp.nullable(),
    rule_price: money.nullable().describe('The price the shop’s rules give it, before the service fee'),
    fixed_price: money.nullable().describe('An admin’s fixed price, before the service fee: it overrides the rule'),
    price: money.nullable().describe('What shoppers pay (the fixed or the rule’s price, with the fee); null unpriced'),
    listed_at: timestamp,
    actions: z.array(adminListingActionSchema),
  })
  .meta({ id: 'AdminListingRow' });
export type AdminListingRow = z.infer<typeof adminListingRowSchema>;

export const adminListingPageSchema = adminPageSchema(adminListingRowSchema)
  .extend({
    currency: currencyCodeSchema,
    service_fee_percent: z.number().describe('Added to the rule’s or fixed price for the store price'),
  })
  .meta({ id: 'AdminListingPage' });
export type AdminListingPage = z.infer<typeof adminListingPageSchema>;

/** One listing or a selection (a page holds 100 at most). */
const listingIdsSchema = z
  .array(adminIdSchema)
  .min(1, 'Pick at least one listing')
  .max(100, 'At most 100 listings at a time')
  .refine((ids) => new Set(ids).size === ids.length, 'A listing is picked twice');

/** The largest fixed price, in any currency. */
export const maxFixedPrice = 10_000_000;

/** A price with cents at most: what the shop shows and charges. */
const hasCentsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const adminListingReasonBodySchema = z
  .strictObject({ ids: listingIdsSchema, reason: adminReasonSchema })
  .meta({ id: 'AdminListingReason' });
export type AdminListingReasonBody = z.infer<typeof adminListingReasonBodySchema>;

export const adminFixedPriceBodySchema = z
  .strictObject({
    ids: listingIdsSchema,
    price: z
      .number()
      .positive()
      .max(maxFixedPrice)
      .refine(hasCentsAtMost, adminListingMessages.priceDecimals)
      .nullable()
      .describe('Before the service fee, in `currency`; null clears it (the rule’s price applies again)'),
    currency: currencyCodeSchema,
    reason: adminReasonSchema,
  })
  .meta({ id: 'AdminFixedPrice' });
export type AdminFixedPriceBody = z.infer<typeof adminFixedPriceBodySchema>;

/** Why a listing of the request was left as it was. */
export const listingSkipReasons = [
  'not_found',
  'sold',
  'already_off_sale',
  'not_off_sale',
  'off_sale_by_sync',
  'no_fixed_price',
  'same_price',
] as const;
export type ListingSkipReason = (typeof listingSkipReasons)[number];

export const adminListingActionAnswerSchema = z
  .object({
    detail: z.string(),
    /** The listings changed (each with its audit row). */
    changed: z.array(z.int().positive()),
    /** The others, each with why it was left as it was. */
    skipped: z.array(z.object({ id: z.int().positive(), reason: z.enum(listingSkipReasons) })),
  })
  .meta({ id: 'AdminListingActionAnswer' });
export type AdminListingActionAnswer = z.infer<typeof adminListingActionAnswerSchema>;

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const tags = ['admin', 'listings'];

const listingAction = <Body extends z.ZodType>(path: string, summary: string, body: Body) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/listings/${path}/`,
    access: 'admin',
    tags,
    summary,
    description:
      'For one listing or a selection, in one transaction with an audit row per listing changed. A listing the ' +
      'action does not apply to (sold, already in that state) is left as it was and said so; 409 when none could ' +
      'be changed, with why.',
    body,
    responses: { 200: adminListingActionAnswerSchema, ...adminErrors, 409: detailBodySchema },
  });

export const adminListingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/listings/',
    access: 'admin',
    tags,
    summary: 'Every listing, filtered by game, bot, state and name, sorted and paged, with its prices',
    query: adminListingListQuerySchema,
    responses: { 200: adminListingPageSchema, ...adminErrors },
  }),
  takeOffSale: listingAction('off-sale', 'Take listings off sale, with the reason', adminListingReasonBodySchema),
  putOnSale: listingAction(
    'on-sale',
    'Put listings an admin took off sale back on sale (they sell again unless something else keeps them off)',
    adminListingReasonBodySchema,
  ),
  fixPrice: listingAction(
    'fixed-price',
    'Set listings’ fixed price (before the service fee, it overrides the rule), or clear it',
    adminFixedPriceBodySchema,
  ),
};
