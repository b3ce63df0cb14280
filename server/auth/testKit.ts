import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { buildApp } from '../app.ts';
import { type AppConfig, type AuthConfig, defaultAppConfig, defaultAuthConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../test/testApp.ts';

/**
 * Test kit for sign-in: an app on a fresh database whose outbound OpenID calls (check_authentication) are
 * recorded and, by default, delivered to the app itself, so the real sandbox provider answers them.
 */
export interface AuthTestApp {
  app: FastifyInstance;
  db: Db;
  /** Every check_authentication the server sent, in order. */
  providerCalls: URLSearchParams[];
  /** Replaces how the "provider" answers check_authentication (default: the sandbox, through the app). */
  answerProviderWith(answer: ((body: URLSearchParams) => Promise<Response>) | undefined): void;
  close(): Promise<void>;
}

export const testPublicOrigin = 'http://localhost:3000';

/** High enough that a test file's many sign-ins never meet them; the rate-limit tests set their own. */
const generousRateLimit = { max: 10_000, timeWindowMs: 60_000 };
export const generousRateLimits: AuthConfig['rateLimits'] = {
  steamLogin: generousRateLimit,
  steamCallback: generousRateLimit,
  refresh: generousRateLimit,
  adminLogin: generousRateLimit,
};

export async function createAuthTestApp(
  options: {
    auth?: Partial<AuthConfig>;
    app?: Partial<AppConfig>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Another PostgreSQL than the suite's (DATABASE_URL). */
    databaseUrl?: string;
  } = {},
): Promise<AuthTestApp> {
  const db = await openTestDb(options.databaseUrl);
  const providerCalls: URLSearchParams[] = [];
  let customAnswer: ((body: URLSearchParams) => Promise<Response>) | undefined;
  let self: FastifyInstance | undefined;

  const providerFetch: typeof fetch = async (input, init) => {
    const body = new URLSearchParams(String(init?.body ?? ''));
    providerCalls.push(body);
    if (customAnswer) return customAnswer(body);
    if (!self) throw new Error('app not ready');
    const response = await self.inject({
      method: 'POST',
      url: new URL(String(input)).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    return new Response(response.body, { status: response.statusCode });
  };

  const app = await buildApp({
    db,
    config: defaultAppConfig({
      ...options.app,
      auth: defaultAuthConfig({
        publicOrigin: testPublicOrigin,
        providerFetch,
        rateLimits: generousRateLimits,
        ...options.auth,
      }),
    }),
  });
  options.beforeReady?.(app);
  await app.ready();
  self = app;
  return {
    app,
    db,
    providerCalls,
    answerProviderWith: (answer) => {
      customAnswer = answer;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** `name=value` of a Set-Cookie from a response, undefined when it was not set (or was cleared). */
export function cookieSet(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

const pathAndQuery = (location: string) => {
  const url = new URL(location, testPublicOrigin);
  return `${url.pathname}${url.search}`;
};

export interface SandboxAssertion {
  /** The callback path and query the provider sent the browser to (assertion included). */
  callbackUrl: URL;
  /** The browser's login-state cookie value. */
  state: string;
}

/** Drives the browser side of a Steam sign-in through the sandbox provider, up to (not including) the callback. */
export async function signInAtSandbox(
  app: FastifyInstance,
  choice: { account: string } | { persona_name: string } = { account: '76561198000000001' },
): Promise<SandboxAssertion> {
  const login = await app.inject({ method: 'GET', url: `/api/${endpointPath(authEndpoints.steamLogin)}?env=local` });
  if (login.statusCode !== 302) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const state = cookieSet(login, 'openid_state_cs_skins');
  if (!state) throw new Error('no state cookie');
  const providerUrl = new URL(String(login.headers.location));
  const page = await app.inject({ method: 'GET', url: pathAndQuery(providerUrl.toString()) });
  if (page.statusCode !== 200) throw new Error(`provider page answered ${page.statusCode}: ${page.body}`);
  const approve = await app.inject({
    method: 'POST',
    url: '/sandbox/steam/openid/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      return_to: providerUrl.searchParams.get('openid.return_to') ?? '',
      realm: providerUrl.searchParams.get('openid.realm') ?? '',
      ...choice,
    }).toString(),
  });
  if (approve.statusCode !== 303) throw new Error(`approve answered ${approve.statusCode}: ${approve.body}`);
  return { callbackUrl: new URL(String(approve.headers.location)), state };
}

/** The callback request as the browser makes it (with or without its state cookie). */
export function callBack(app: FastifyInstance, callbackUrl: URL, stateCookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: pathAndQuery(callbackUrl.toString()),
    cookies: stateCookie === undefined ? {} : { openid_state_cs_skins: stateCookie },
  });
}

/** A full sandbox sign-in: the refresh-token cookie of the new session. */
export async function signInThroughSandbox(
  app: FastifyInstance,
  choice?: { account: string } | { persona_name: string },
): Promise<string> {
  const { callbackUrl, state } = await signInAtSandbox(app, choice);
  const callback = await callBack(app, callbackUrl, state);
  const refreshToken = cookieSet(callback, '__Host-refresh_cs_skins');
  if (!refreshToken) throw new Error(`sign-in failed: ${callback.headers.location}`);
  return refreshToken;
}

/** An access token for a refresh-token cookie, through users/auth/me/. */
export async function accessTokenFor(app: FastifyInstance, refreshToken: string): Promise<string> {
  const me = await app.inject({
    method: 'GET',
    url: `/api/${endpointPath(authEndpoints.me)}`,
    cookies: { '__Host-refresh_cs_skins': refreshToken },
  });
  if (me.statusCode !== 200) throw new Error(`auth/me answered ${me.statusCode}`);
  return me.json<{ access_token: string }>().access_token;
}
