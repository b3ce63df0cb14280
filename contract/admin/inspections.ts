import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { adminReasonSchema } from './lists.ts';

/**
 * CS2 listings waiting for the game coordinator's word (server/stock/inspections.ts): a CS2 skin with a wear goes on
 * sale only once the game has reported its float, pattern and stickers. The admin sees what waits and why, and asks
 * again for the listings whose inspection was given up.
 */

/** A bot's game coordinator session (server/trading/steam/gameCoordinator.ts). */
export const gcSessionStates = ['offline', 'connecting', 'connected', 'playing_elsewhere'] as const;

export const adminInspectionSessionSchema = z
  .object({ account_name: z.string(), state: z.enum(gcSessionStates) })
  .meta({ id: 'AdminInspectionSession' });
export type AdminInspectionSession = z.infer<typeof adminInspectionSessionSchema>;

export const adminWaitingInspectionSchema = z
  .object({
    skin_id: z.int().positive(),
    name: z.string(),
    bot: z.string().nullable().describe('The bot holding the asset'),
    asset_id: z.string().nullable(),
    tries: z.int().min(0).describe('Tries the game coordinator left unanswered'),
    error: z.string().nullable().describe('Why the last try failed, or why it waits (no bot in session)'),
    given_up_at: z.iso
      .datetime()
      .nullable()
      .describe('When the shop stopped trying: the listing waits off sale for an admin to ask again'),
  })
  .meta({ id: 'AdminWaitingInspection' });
export type AdminWaitingInspection = z.infer<typeof adminWaitingInspectionSchema>;

/** How many waiting listings the overview lists (given up first, then the oldest); the counts cover them all. */
export const waitingInspectionsShown = 50;

export const adminInspectionsSchema = z
  .object({
    waiting: z.int().min(0).describe('Listings the shop is still trying to inspect'),
    given_up: z.int().min(0).describe('Listings whose inspection was given up, waiting for an admin'),
    listings: z.array(adminWaitingInspectionSchema).max(waitingInspectionsShown),
    sessions: z
      .array(adminInspectionSessionSchema)
      .describe('Each bot’s game coordinator session, as the answering server instance sees it'),
  })
  .meta({ id: 'AdminInspections' });
export type AdminInspections = z.infer<typeof adminInspectionsSchema>;

export const adminInspectionRetryBodySchema = z
  .object({
    skin_ids: z
      .array(z.int().positive())
      .min(1, 'Choose at least one listing')
      .max(500, 'Ask again for 500 listings at most at once'),
    reason: adminReasonSchema,
  })
  .strict()
  .meta({ id: 'AdminInspectionRetryBody' });
export type AdminInspectionRetryBody = z.infer<typeof adminInspectionRetryBodySchema>;

export const adminInspectionRetryAnswerSchema = z
  .object({
    retried: z
      .array(z.int().positive())
      .describe('The listings asked again; the others were not given up (inspected meanwhile, or still being tried)'),
  })
  .meta({ id: 'AdminInspectionRetryAnswer' });
export type AdminInspectionRetryAnswer = z.infer<typeof adminInspectionRetryAnswerSchema>;

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const tags = ['admin', 'inspections'] as const;

export const adminInspectionEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: 'admin/inspections/',
    access: 'admin',
    tags,
    summary: 'CS2 listings waiting for the game coordinator, why they wait, and the bots’ game sessions',
    responses: { 200: adminInspectionsSchema, ...adminErrors },
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: 'admin/inspections/retry/',
    access: 'admin',
    tags,
    summary: 'Ask the game coordinator again for listings whose inspection was given up',
    description:
      'Their tries start over and each gets an inspection job, in one transaction with an audit row per listing. ' +
      'Listings not given up are left alone and left out of `retried`.',
    body: adminInspectionRetryBodySchema,
    responses: { 200: adminInspectionRetryAnswerSchema, ...adminErrors },
  }),
};
