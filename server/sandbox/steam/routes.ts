import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFoundDetail } from '#contract/errors.ts';
import { openIdNamespace, openIdParamsOf } from '../../auth/openid.ts';
import { serverSecrets, storedSecret } from '../../auth/secrets.ts';
import { sandboxSteamOpenIdPath } from '../../config.ts';
import { sandboxBotPersonaName, sandboxBotSteamId } from '../../trading/sandboxBot.ts';
import { accountForPersonaName, findAccount, listedAccounts, personaNameMaxLength } from './accounts.ts';
import { checkAuthenticationAnswer, type ProviderKeys, positiveAssertion, verifyAssertion } from './assertions.ts';
import { avatarSvg } from './avatar.ts';
import { demoStock, giveSandboxItems, sandboxAssets, sandboxInventory, tradeAwayByHand } from './inventory.ts';
import { priceOverview } from './market.ts';
import { errorPage, inventoryPage, loginPage, stylesheet, tradeOffersPage } from './page.ts';
import { gameOfAppId, steamInventoryPage } from './steamInventory.ts';
import { answerOffer, offersToBuyer, setAnswersOffersByHand } from './tradeOffers.ts';

/** SANDBOX: mounted by buildApp only when `config.auth.sandboxes` is on (never in production). */
export const sandboxSteamPrefix = '/sandbox/steam';
const paths = {
  openIdLogin: '/openid/login',
  approve: '/openid/approve',
  stylesheet: '/sandbox.css',
  avatars: '/avatars/',
  tradeOffers: (steamId: string) => `/profiles/${steamId}/tradeoffers/`,
  inventoryPage: (steamId: string) => `/profiles/${steamId}/inventory/`,
  inventory: '/inventory/:steamId/:appId/:contextId',
  priceOverview: '/market/priceoverview/',
} as const;

const gameNames: Record<string, string> = { csgo: 'CS2', dota2: 'Dota 2', rust: 'Rust' };

export const sandboxAvatarUrl = (publicOrigin: string, steamId: string) =>
  `${publicOrigin}${sandboxSteamPrefix}${paths.avatars}${steamId}.svg`;

const pageSecurityPolicy = (formTarget: string) =>
  [
    "default-src 'none'",
    "img-src 'self'",
    "style-src 'self'",
    // A form's redirect target counts for form-action: the relying party the answer goes back to.
    `form-action 'self' ${formTarget}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * SANDBOX: a real OpenID 2.0 provider standing in for Steam: the sign-in page (checkid_setup), the signed
 * positive assertion back to the relying party, and check_authentication. It serves only relying parties on
 * this server's own public origin, so it cannot be used to sign anyone in elsewhere.
 */
export default async function sandboxSteamRoutes(app: FastifyInstance) {
  const { publicOrigin } = app.config.auth;
  // Read once, and read again after a failure (the database away for a moment), never kept as a rejection.
  let keys: Promise<ProviderKeys> | undefined;
  const providerKeys = (): Promise<ProviderKeys> => {
    keys ??= storedSecret(app.db, serverSecrets.sandboxSteamOpenIdKey).then((providerKey) => ({
      providerKey,
      endpoint: `${publicOrigin}${sandboxSteamOpenIdPath}`,
    }));
    keys.catch(() => {
      keys = undefined;
    });
    return keys;
  };
  const stylesheetPath = `${sandboxSteamPrefix}${paths.stylesheet}`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const params = new URLSearchParams(String(body));
    const keys = [...params.keys()];
    if (new Set(keys).size !== keys.length) return done(null, undefined);
    done(null, Object.fromEntries(params));
  });

  /** The request's return_to and realm when they are well formed and name a relying party on our origin. */
  function relyingParty(params: { return_to?: string; realm?: string }): { returnTo: string; realm: string } | string {
    const returnTo = URL.parse(params.return_to ?? '');
    const realm = URL.parse(params.realm ?? '');
    if (!returnTo || !realm || returnTo.origin !== publicOrigin) return 'return_to must be on this site.';
    if (realm.origin !== returnTo.origin || !returnTo.pathname.startsWith(realm.pathname)) {
      return 'return_to must lie under the realm.';
    }
    return { returnTo: returnTo.toString(), realm: realm.toString() };
  }

  const sendPage = (reply: FastifyReply, status: number, html: string, formTarget = "'none'") =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageSecurityPolicy(formTarget))
      .send(html);

  app.get(paths.openIdLogin, { schema: { hide: true } }, async (request, reply) => {
    const query = openIdParamsOf(request.query) ?? {};
    if (query['openid.ns'] !== openIdNamespace || query['openid.mode'] !== 'checkid_setup') {
      return sendPage(
        reply,
        400,
        errorPage('Only OpenID 2.0 checkid_setup requests are answered here.', stylesheetPath),
      );
    }
    const party = relyingParty({ return_to: query['openid.return_to'], realm: query['openid.realm'] });
    if (typeof party === 'string') return sendPage(reply, 400, errorPage(party, stylesheetPath));
    const html = loginPage({
      ...party,
      accounts: await listedAccounts(app.db),
      avatarPath: (steamId) => `${sandboxSteamPrefix}${paths.avatars}${steamId}.svg`,
      approvePath: `${sandboxSteamPrefix}${paths.approve}`,
      tradeOffersPath: (steamId) => `${sandboxSteamPrefix}${paths.tradeOffers(steamId)}`,
      stylesheetPath,
    });
    return sendPage(reply, 200, html, new URL(party.returnTo).origin);
  });

  // check_authentication: a direct POST from the relying party's server.
  app.post(paths.openIdLogin, { schema: { hide: true } }, async (request, reply) => {
    const params = openIdParamsOf(request.body);
    const isValid =
      params?.['openid.mode'] === 'check_authentication' &&
      (await verifyAssertion(app.db, await providerKeys(), params));
    return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(checkAuthenticationAnswer(isValid));
  });

  const approveBodySchema = z.object({
    return_to: z.string(),
    realm: z.string(),
    account: z
      .string()
      .regex(/^7656119\d{10}$/)
      .optional(),
    persona_name: z.string().trim().min(1).max(personaNameMaxLength).optional(),
    cancel: z.literal('1').optional(),
  });

  app.post(paths.approve, { schema: { hide: true } }, async (request, reply) => {
    const body = approveBodySchema.safeParse(request.body);
    if (!body.success) return sendPage(reply, 400, errorPage('The form was incomplete.', stylesheetPath));
    const party = relyingParty(body.data);
    if (typeof party === 'string') return sendPage(reply, 400, errorPage(party, stylesheetPath));
    const target = new URL(party.returnTo);
    if (body.data.cancel) {
      target.searchParams.set('openid.ns', openIdNamespace);
      target.searchParams.set('openid.mode', 'cancel');
      return reply.redirect(target.toString(), 303);
    }
    const account = body.data.account
      ? await findAccount(app.db, body.data.account)
      : body.data.persona_name
        ? await accountForPersonaName(app.db, body.data.persona_name)
        : undefined;
    if (!account) return sendPage(reply, 400, errorPage('Pick an account or type a name.', stylesheetPath));
    const assertion = positiveAssertion(await providerKeys(), party.returnTo, {
      steamId: account.steam_id,
      personaName: account.persona_name,
      avatarUrl: sandboxAvatarUrl(publicOrigin, account.steam_id),
    });
    for (const [key, value] of Object.entries(assertion)) target.searchParams.set(key, value);
    request.log.info({ event: 'sandbox.steam_assertion', steamId: account.steam_id }, 'SANDBOX Steam sign-in');
    return reply.redirect(target.toString(), 303);
  });

  // The buyer's side of the sandbox trade bot, at Steam's own address for it (steamcommunity.com/profiles/<id>/…).
  const tradeOffersParams = z.object({ steamId: z.string().regex(/^7656119\d{10}$/) });
  const tradeOffersBody = z.union([
    z.object({ offer: z.string().regex(/^\d{1,15}$/), answer: z.enum(['accept', 'decline']) }),
    z.object({ answering: z.enum(['auto', 'by_hand']) }),
  ]);

  app.get(paths.tradeOffers(':steamId'), { schema: { hide: true } }, async (request, reply) => {
    const params = tradeOffersParams.safeParse(request.params);
    const account = params.success ? await findAccount(app.db, params.data.steamId) : undefined;
    if (!account) return sendPage(reply, 404, errorPage('No sandbox Steam account has this id.', stylesheetPath));
    const html = tradeOffersPage({
      account,
      offers: await offersToBuyer(app.db, account.steam_id),
      formPath: `${sandboxSteamPrefix}${paths.tradeOffers(account.steam_id)}`,
      acceptDelaySeconds: Math.round(app.config.payments.sandboxBuyerAcceptDelayMs / 1000),
      stylesheetPath,
    });
    return sendPage(reply, 200, html, "'self'");
  });

  app.post(paths.tradeOffers(':steamId'), { schema: { hide: true } }, async (request, reply) => {
    const params = tradeOffersParams.safeParse(request.params);
    const account = params.success ? await findAccount(app.db, params.data.steamId) : undefined;
    if (!account) return sendPage(reply, 404, errorPage('No sandbox Steam account has this id.', stylesheetPath));
    const body = tradeOffersBody.safeParse(request.body);
    if (!body.success) return sendPage(reply, 400, errorPage('The form was incomplete.', stylesheetPath));
    if ('answering' in body.data) {
      await setAnswersOffersByHand(app.db, account.steam_id, body.data.answering === 'by_hand');
    } else if (!(await answerOffer(app.db, account.steam_id, body.data.offer, body.data.answer))) {
      return sendPage(reply, 409, errorPage('This trade offer can no longer be answered.', stylesheetPath));
    }
    return reply.redirect(`${sandboxSteamPrefix}${paths.tradeOffers(account.steam_id)}`, 303);
  });

  // Steam's inventory JSON, at Steam's own address for it: what the inventory sync reads through steamcommunity.
  const inventoryParams = z.object({
    steamId: z.string().regex(/^7656119\d{10}$/),
    appId: z.coerce.number().int(),
    contextId: z.string().regex(/^\d{1,20}$/),
  });
  const inventoryQuery = z.object({
    count: z.coerce.number().int().min(1).optional(),
    start_assetid: z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  });
  app.get(paths.inventory, { schema: { hide: true } }, async (request, reply) => {
    const params = inventoryParams.safeParse(request.params);
    const query = inventoryQuery.safeParse(request.query);
    // Steam answers a request it cannot read, or an inventory it does not show, with 400 or 403 and a body of null.
    if (!params.success || !query.success || !gameOfAppId(params.data.appId)) return reply.code(400).send('null');
    const account = await findAccount(app.db, params.data.steamId);
    if (account && !account.inventory_open) return reply.code(403).type('application/json').send('null');
    const assets = await sandboxInventory(app.db, params.data.steamId, params.data.appId);
    return reply
      .header('cache-control', 'no-store')
      .send(
        steamInventoryPage(
          assets,
          { count: query.data.count, startAssetId: query.data.start_assetid },
          params.data.contextId,
        ),
      );
  });

  app.get(paths.priceOverview, { schema: { hide: true } }, async (request, reply) => {
    const answer = await priceOverview(app.db, request.query as Record<string, string>, new Date());
    return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
  });

  // The demo bot's inventory, as a tester changes it.
  const inventoryPageParams = z.object({ steamId: z.literal(sandboxBotSteamId) });
  const inventoryPageBody = z.union([
    z.object({ action: z.literal('give') }),
    z.object({ action: z.literal('trade_away'), asset: z.string().regex(/^\d{1,20}$/) }),
  ]);
  const inventoryPagePath = `${sandboxSteamPrefix}${paths.inventoryPage(sandboxBotSteamId)}`;

  app.get(paths.inventoryPage(':steamId'), { schema: { hide: true } }, async (request, reply) => {
    if (!inventoryPageParams.safeParse(request.params).success) {
      return sendPage(reply, 404, errorPage('Only the shop’s sandbox bot has an inventory page.', stylesheetPath));
    }
    const html = inventoryPage({
      personaName: sandboxBotPersonaName,
      assets: await sandboxAssets(app.db, sandboxBotSteamId),
      gameOf: (appId) => gameNames[gameOfAppId(appId) ?? ''] ?? String(appId),
      formPath: inventoryPagePath,
      stylesheetPath,
    });
    return sendPage(reply, 200, html, "'self'");
  });

  app.post(paths.inventoryPage(':steamId'), { schema: { hide: true } }, async (request, reply) => {
    if (!inventoryPageParams.safeParse(request.params).success) {
      return sendPage(reply, 404, errorPage('Only the shop’s sandbox bot has an inventory page.', stylesheetPath));
    }
    const body = inventoryPageBody.safeParse(request.body);
    if (!body.success) return sendPage(reply, 400, errorPage('The form was incomplete.', stylesheetPath));
    if (body.data.action === 'give') {
      await giveSandboxItems(app.db, sandboxBotSteamId, demoStock(new Date()));
    } else if (!(await tradeAwayByHand(app.db, sandboxBotSteamId, body.data.asset))) {
      return sendPage(reply, 409, errorPage('The bot no longer holds this asset.', stylesheetPath));
    }
    request.log.info({ event: 'sandbox.inventory_changed', action: body.data.action }, 'SANDBOX bot inventory changed');
    return reply.redirect(inventoryPagePath, 303);
  });

  app.get(paths.stylesheet, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'max-age=300').send(stylesheet),
  );

  app.get<{ Params: { file: string } }>(`${paths.avatars}:file`, { schema: { hide: true } }, async (request, reply) => {
    const steamId = /^(7656119\d{10})\.svg$/.exec(request.params.file)?.[1];
    const account = steamId ? await findAccount(app.db, steamId) : undefined;
    if (!steamId || !account) return reply.code(404).send({ detail: notFoundDetail });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'max-age=3600')
      .header('content-security-policy', "default-src 'none'")
      .send(avatarSvg(steamId, account.persona_name));
  });
}
