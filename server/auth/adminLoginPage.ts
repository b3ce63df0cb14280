import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminLoginSegmentSchema } from '#contract/auth.ts';
import { authContext } from './context.ts';

const adminLoginPagePattern = /^\/admin\/([^/?#]*)\/login\/?(?:[?#].*)?$/;

/** True when `segment` is the configured hidden segment of the back-office sign-in page (compared in constant time). */
export async function isAdminLoginSegment(app: FastifyInstance, segment: string): Promise<boolean> {
  if (!adminLoginSegmentSchema.safeParse(segment).success) return false;
  const expected = Buffer.from((await authContext(app)).adminLoginPath);
  const candidate = Buffer.from(`/admin/${segment}/login`);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/**
 * The status of a page navigation: 404 for `/admin/<segment>/login` with any segment but the configured one
 * (the SPA shows its not-found page there too), 200 for every other page.
 */
export async function pageStatus(app: FastifyInstance, url: string): Promise<200 | 404> {
  const segment = adminLoginPagePattern.exec(url)?.[1];
  if (segment === undefined) return 200;
  return (await isAdminLoginSegment(app, decodeURIComponent(segment).normalize())) ? 200 : 404;
}
