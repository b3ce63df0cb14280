import type { FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailBodySchema, type ValidationErrorBody, validationErrorBodySchema } from '../../contract/errors.ts';
import {
  type Profile,
  type ProfileUpdateBody,
  profileMessages,
  profilePath,
  profileSchema,
  profileUpdateBodySchema,
  profileUpdatedAnswerSchema,
  profileUpdatedDetail,
  profileUpdateSchemaFor,
} from '../../contract/profile.ts';
import { accountIdFromSteamId64, parseTradeUrl } from '../../src/lib/tradeUrl.ts';
import { authenticate, signedInUser } from '../auth/guards.ts';
import { countries } from './countries.ts';

export const tradeLinkOfAnotherAccount = 'This trade link belongs to another Steam account';
export const unknownCurrency = 'Unknown currency';

const countryCodes = new Set(countries.map((country) => country.code));

/** Body fields and the columns they are stored in; only the schemas' own fields ever reach the SQL. */
const columnOfField: Record<string, string> = {
  username: 'username',
  full_name: 'full_name',
  street_address: 'street_address',
  phone: 'phone',
  email: 'email',
  date_birth: 'date_birth',
  country: 'country',
  zip_code: 'zip_code',
  steam_trade_link: 'steam_trade_link',
  currency: 'currency_id',
};

/** The signed-in user's profile (spec §3, §7): read it, complete it, change settings or currency. */
export default async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const unauthorized = detailBodySchema.describe('No valid access token (refresh, then replay once)');

  api.get(
    `/${profilePath}`,
    {
      preHandler: authenticate,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        description: 'Needs `Authorization: Bearer <access token>`.',
        response: { 200: profileSchema, 401: unauthorized },
      },
    },
    async (request, reply) => {
      const { rows } = await app.db.query<Profile>(
        `SELECT username, full_name, street_address, phone, email, to_char(date_birth, 'YYYY-MM-DD') AS date_birth,
           country, zip_code, steam_trade_link, avatar, currency_id AS currency
         FROM users WHERE id = $1`,
        [signedInUser(request).id],
      );
      reply.header('cache-control', 'private, no-store');
      return rows[0];
    },
  );

  api.patch(
    `/${profilePath}`,
    {
      preHandler: authenticate,
      // Exactly one of three bodies: chosen from the fields sent, then validated strictly by that body's
      // schema, so mistakes come back per field ('phone: …') instead of "matches none of three". The body is
      // the only part of this route with a schema, so the only one this compiler is asked for.
      validatorCompiler:
        ({ method, url, httpPart }) =>
        (data) =>
          validatorCompiler({ method, url, httpPart, schema: profileUpdateSchemaFor(data) })(data),
      schema: {
        tags: ['profile'],
        summary: 'Complete the profile, change the settings, or change the currency alone',
        description: 'Needs `Authorization: Bearer <access token>`.',
        body: profileUpdateBodySchema,
        response: { 200: profileUpdatedAnswerSchema, 400: validationErrorBodySchema, 401: unauthorized },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      const problems = await businessRuleProblems(app, body, user.steamId);
      if (problems) return reply.code(400).send(problems);
      const fields = Object.keys(body) as (keyof ProfileUpdateBody)[];
      const assignments = fields.map((field, index) => `${columnOfField[field]} = $${index + 2}`);
      await app.db.query(`UPDATE users SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1`, [
        user.id,
        ...fields.map((field) => body[field]),
      ]);
      return { detail: profileUpdatedDetail };
    },
  );
}

/**
 * The rules a schema cannot know: the currency and country exist, the trade link is this user's account.
 * Also applied when an admin edits a user (routes/admin/users.ts), so both forms refuse the same inputs.
 */
export async function businessRuleProblems(
  app: FastifyInstance,
  body: ProfileUpdateBody,
  steamId: string | null,
): Promise<ValidationErrorBody | undefined> {
  const problems: ValidationErrorBody = {};
  if ('currency' in body) {
    const { rows } = await app.db.query('SELECT 1 FROM currencies WHERE id = $1', [body.currency]);
    if (rows.length === 0) problems.currency = [unknownCurrency];
  }
  if ('country' in body && !countryCodes.has(body.country)) problems.country = [profileMessages.country];
  if ('steam_trade_link' in body) {
    const partner = parseTradeUrl(body.steam_trade_link)?.partner;
    const ownAccountId = steamId ? accountIdFromSteamId64(steamId) : undefined;
    if (ownAccountId === undefined || partner !== ownAccountId) problems.steam_trade_link = [tradeLinkOfAnotherAccount];
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}
