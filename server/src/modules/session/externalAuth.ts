import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an institution's identity provider vouches for. */
export interface ExternalClaims {
  /** Institution code. */
  iss: string;
  /** Username in that institution. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const MIN_SECRET_LENGTH = 32;
const CLOCK_SKEW_S = 60;

const decode = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** The institution a token claims to come from, read before its signature is checked. */
export function claimedIssuer(token: string): string | null {
  try {
    const claims = decode(token.split('.')[1] ?? '') as Partial<ExternalClaims>;
    return typeof claims.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

/**
 * Verify a compact JWS (HS256) signed with the institution's shared secret:
 * the signature, the algorithm, and the expiry. Null when anything is wrong.
 */
export function verifyExternalToken(token: string, secret: string, now: Date): ExternalClaims | null {
  if (secret.length < MIN_SECRET_LENGTH) return null;
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  try {
    if ((decode(header) as { alg?: unknown }).alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decode(payload) as Partial<ExternalClaims>;
    if (typeof claims.iss !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp + CLOCK_SKEW_S < now.getTime() / 1000) return null;
    return claims as ExternalClaims;
  } catch {
    return null;
  }
}

/** Sign claims as an identity provider would (used by tests and integration guides). */
export function signExternalToken(claims: ExternalClaims, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
