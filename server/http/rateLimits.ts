import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.ts';

/**
 * Rate limits: abuse brakes, never what correctness rests on (one order per skin, idempotent purchases and
 * payments are the database's job). Their counters live in this process's memory; README "Rate limits"
 * explains how they hold with several instances.
 */

/**
 * The bucket of a request: the signed-in user once `authenticate` has verified the token (and found the user
 * in the database), the client address before that. Never a claim read from an unverified token: anyone can
 * write a token naming someone else.
 */
export function verifiedCallerKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Route config for a limit per client address, counted as the request arrives (before any work). */
export function perAddressLimit(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}

/**
 * Route config for a limit per verified user, for signed-in routes: counted after the access guard, so a
 * forged or expired token is refused (401) without touching anyone's bucket. `max` may be read at each request
 * (an admin setting).
 */
export function perUserLimit(limit: Omit<RateLimit, 'max'> & { max: number | (() => Promise<number>) }) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      hook: 'preHandler' as const,
      keyGenerator: verifiedCallerKey,
    },
  };
}

/** Every exceeded limit is a security event in the log: which route, which bucket. */
export function logExceededLimit(request: FastifyRequest, key: string): void {
  request.log.warn(
    { event: 'security.rate_limited', route: request.routeOptions.url, method: request.method, bucket: key },
    'rate limit exceeded',
  );
}
