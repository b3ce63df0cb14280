import type { $ZodConfig } from 'zod/v4/core';

declare global {
  /** zod's settings, one object shared by every copy of zod on the page (zod/v4/core/core.js). */
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * The page's CSP allows no eval, and zod tries it: building its first object schema it probes `new Function`,
 * then compiles faster parsers with it. The browser reports the probe as a CSP violation although zod catches
 * it, so zod must be told `jitless` before any schema is built: when the route chunks that import the contract
 * evaluate (a drawn store or product page, as it hydrates), earlier than the first API call.
 *
 * zod itself loads after the entry, with the contract (DESIGN.md §6), and importing its `config()` here would put
 * its core in the first load. zod keeps its settings in this global, taken as it loads and shared by every copy
 * (`z.config()` writes to it): set here, before zod is loaded.
 */
export function keepZodFromEval(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
