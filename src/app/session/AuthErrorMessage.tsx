import { Trans } from '@lingui/react/macro';
import { type AuthErrorCode, authErrorCodeSchema } from '#contract/auth.ts';

/**
 * Why a Steam sign-in was refused, from the `auth_error` code the server puts in the address
 * (contract/auth.ts). A component rather than a string, so the toast speaks the language the page ends up in.
 */
export function AuthErrorMessage({ code }: { code: string }) {
  const known = authErrorCodeSchema.safeParse(code);
  return known.success ? <KnownAuthError code={known.data} /> : <Trans>Sign-in failed. Please try again.</Trans>;
}

function KnownAuthError({ code }: { code: AuthErrorCode }) {
  switch (code) {
    case 'cancelled':
      return <Trans>Steam sign-in was cancelled.</Trans>;
    case 'invalid_assertion':
      return <Trans>Steam sign-in could not be verified. Please try again.</Trans>;
    case 'state_mismatch':
      return <Trans>The sign-in started in another window or took too long. Please try again.</Trans>;
    case 'provider_unavailable':
      return <Trans>Steam could not be reached to confirm your sign-in. Please try again later.</Trans>;
    case 'banned':
      return <Trans>Your account has been suspended. Contact support if you think this is a mistake.</Trans>;
  }
}
