import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { keepZodFromEval } from './zodSettings.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

/** The code given to `Function` from now on, which is what eval-like tries look like (a CSP refuses them). */
function watchFunctionCode(): string[] {
  const tries: string[] = [];
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args, newTarget) {
      tries.push(String(args.at(-1)));
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args) {
      tries.push(String(args.at(-1)));
      return Reflect.apply(target, self, args);
    },
  });
  return tries;
}

it('lets the contract, loaded after it as in the page, build its schemas and parse answers without eval', async () => {
  // As in the page: the entry runs before zod is loaded (it comes with the contract, through the API layer).
  expect(globalThis.__zod_globalConfig).toBeUndefined();
  const evalTries = watchFunctionCode();
  keepZodFromEval();

  const { currenciesQuery } = await import('#api/lists.queries.ts');
  server.use(http.get(`${location.origin}/api/payments/currency/`, () => HttpResponse.json([{ id: 1, code: 'EUR' }])));
  // The call loads the contract (its object schemas are built then), and the answer is parsed with one of them.
  expect(await new QueryClient().fetchQuery(currenciesQuery)).toEqual([{ id: 1, code: 'EUR' }]);
  expect(evalTries).toEqual([]);
});
