import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { controlCharacterMessage } from '#contract/primitives.ts';
import { cspReportEndpoint } from '#contract/security.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { maxJsonNesting, nestsDeeperThan, tooDeeplyNestedMessage } from './jsonBody.ts';

/**
 * Issue #30: a deeply nested JSON body (40 kB of `[` is 20,000 levels) is refused as it is parsed, before the
 * control-character check, the schemas or the log walk it: a 400 in the validation-error shape, never a stack
 * overflow (500) nor seconds of work.
 */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number, leaf = '1') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

describe('the nesting of JSON text', () => {
  it('counts arrays and objects, at the limit and past it', () => {
    expect(nestsDeeperThan(nestedArrays(maxJsonNesting), maxJsonNesting)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(maxJsonNesting + 1), maxJsonNesting)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(maxJsonNesting), maxJsonNesting)).toBe(false);
    expect(nestsDeeperThan(`[${nestedObjects(maxJsonNesting)}]`, maxJsonNesting)).toBe(true);
    // Siblings do not add up: depth is how far down, not how many.
    expect(nestsDeeperThan(`[${Array(1000).fill('[[]]').join(',')}]`, 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say \\"[[[["' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });
});

describe('a deeply nested body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it.each([
    ['20,000 nested arrays to the public logout', `/api/${endpointPath(authEndpoints.logout)}`, nestedArrays(20_000)],
    ['nested objects to the contact form', `/api/${endpointPath(supportEndpoints.contactForm)}`, nestedObjects(5_000)],
    [
      'one level too many to the admin sign-in',
      `/api/${endpointPath(authEndpoints.adminLogin)}`,
      JSON.stringify({ username: JSON.parse(nestedArrays(maxJsonNesting)), password: 'x' }),
    ],
  ])('is refused with a field error: %s', async (_, url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: [tooDeeplyNestedMessage] });
  });

  it('is refused on the CSP report route, which parses its own media type', async () => {
    const response = await post(
      `/api/${endpointPath(cspReportEndpoint)}`,
      nestedArrays(20_000),
      'application/csp-report',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: [tooDeeplyNestedMessage] });
  });

  it('at the limit is parsed and checked as usual, a control character at its bottom included', async () => {
    const response = await post(
      `/api/${endpointPath(supportEndpoints.contactForm)}`,
      nestedObjects(maxJsonNesting - 1, '"a\\u0000b"'),
    );
    expect(response.statusCode).toBe(400);
    const bottomField = Array(maxJsonNesting - 1)
      .fill('a')
      .join('.');
    expect(response.json()).toEqual({ [bottomField]: [controlCharacterMessage] });
  });
});
