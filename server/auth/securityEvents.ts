import type { FastifyRequest } from 'fastify';

/**
 * A change to what identifies or pays a user is a security event: which fields changed, never their values
 * (a trade link's token lets anyone send the account offers). A changed trade link is logged on its own, at
 * warning level: it decides where paid skins go.
 */
export function logProfileChange(
  request: FastifyRequest,
  change: { userId: number; fields: readonly string[]; tradeLinkChanged: boolean },
): void {
  request.log.info(
    { event: 'security.profile_changed', userId: change.userId, fields: change.fields },
    'profile changed',
  );
  if (change.tradeLinkChanged) {
    request.log.warn({ event: 'security.trade_link_changed', userId: change.userId }, 'trade link changed');
  }
}

/** A trade link change refused for want of a recent Steam sign-in: a stolen session trying to divert skins looks so. */
export function logTradeLinkChangeRefused(request: FastifyRequest, userId: number): void {
  request.log.warn(
    { event: 'security.trade_link_change_refused', userId },
    'trade link change refused: no recent Steam sign-in',
  );
}
