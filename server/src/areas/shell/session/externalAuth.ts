import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { InstParams } from '../../../core/institutions/institution';

/**
 * Sign-in with a token from an institution's identity provider (`thirdLogin`).
 * Two kinds of provider are accepted, by the institution's parameters:
 * - a JWKS URL (`externalAuthJwksUrl`): RS256 or ES256 tokens signed with the
 *   provider's published keys, as Keycloak, ADFS and Entra ID issue them;
 * - a shared secret of 32 characters or more (`externalAuthSecret`): HS256,
 *   for simple integrations.
 * The token's issuer names the institution: its `externalAuthIssuer`
 * parameter (the provider's URL), or its institution code. The user is the
 * claim named by `externalAuthUsernameClaim` (default `sub`), and when
 * `externalAuthAudience` is set the token must be meant for it.
 */

const MIN_SECRET_LENGTH = 32;
const CLOCK_SKEW_S = 60;
const ASYMMETRIC = ['RS256', 'ES256'];

/** The issuer a token claims, read before anything is verified (to find whose keys verify it). */
export function claimedIssuer(token: string): string | null {
  try {
    const { iss } = decodeJwt(token);
    return typeof iss === 'string' && iss ? iss : null;
  } catch {
    return null;
  }
}

/** Each provider's key set, fetched when first needed and cached (jose refreshes it on an unknown key id). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetAt(url: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 })));
  return set;
}

/** The username a verified token vouches for, or null when anything about it is wrong. */
export async function verifyExternalToken(
  token: string,
  issuer: string,
  params: Pick<
    InstParams,
    'externalAuthSecret' | 'externalAuthJwksUrl' | 'externalAuthAudience' | 'externalAuthUsernameClaim'
  >,
  now: Date,
): Promise<string | null> {
  const secret = params.externalAuthSecret.length >= MIN_SECRET_LENGTH ? params.externalAuthSecret : '';
  const jwksUrl = params.externalAuthJwksUrl;
  const algorithms = [...(jwksUrl ? ASYMMETRIC : []), ...(secret ? ['HS256'] : [])];
  if (!algorithms.length) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header, jws) =>
        header.alg === 'HS256' ? new TextEncoder().encode(secret) : keySetAt(jwksUrl)(header, jws),
      {
        algorithms,
        issuer,
        audience: params.externalAuthAudience || undefined,
        clockTolerance: CLOCK_SKEW_S,
        currentDate: now,
        requiredClaims: ['exp'],
      },
    );
    const username = payload[params.externalAuthUsernameClaim || 'sub'];
    return typeof username === 'string' && username ? username : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** Sign claims with a shared secret, as a simple identity provider would (tests and integration guides). */
export async function signExternalToken(
  claims: JWTPayload & { iss: string; sub: string; exp: number },
  secret: string,
) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}
