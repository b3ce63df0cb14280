import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(20).toString('base64');

/** TEST: every setting NODE_ENV=production requires, with well-formed made-up values. */
export const productionEnv: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  PUBLIC_ORIGIN: 'https://shop.example',
  STRIPE_SECRET_KEY: 'sk_test_0123456789abcdefghij',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghij',
  STEAM_BOTS: JSON.stringify([
    { accountName: 'skins_bot_1', password: 'not-a-real-one', sharedSecret: secret(), identitySecret: secret() },
  ]),
  STEAM_API_KEY: '0123456789ABCDEF0123456789ABCDEF',
  LOG_LEVEL: 'silent',
};
