import { compactDecrypt } from 'jose';
import { CHANNEL_PARAMS_MAX_LIFETIME_S } from '@esee/contracts';
import type { Db } from '../../../platform/db/database';

/**
 * The external-page helper's sign-in (spec 1 §4): a site embedding our pages through one of the institution's
 * external channels sends `secretParamData`, a compact JWE (`dir`, `A256GCM`) made with the channel's secret.
 * Encrypted, so the member's name is not readable in the page address; authenticated, so only the holder of
 * the secret can make one; short-lived and used once, so an address found in a log opens nothing.
 */

const CLOCK_SKEW_S = 60;
const NONCE_MAX_LENGTH = 100;

export interface ChannelParams {
  username: string;
  jti: string;
  expiresAt: Date;
}

/** The member a channel's data names, when it decrypts with the secret and its times hold; else null. */
export async function openChannelParams(data: string, secret: string, now: Date): Promise<ChannelParams | null> {
  const key = Buffer.from(secret, 'base64url');
  if (key.length !== 32) return null;
  let claims: Record<string, unknown>;
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(data, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (protectedHeader.zip !== undefined) return null;
    claims = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  } catch {
    return null;
  }
  const { sub, iat, exp, jti } = claims;
  const nowS = now.getTime() / 1000;
  if (typeof sub !== 'string' || !sub.trim() || sub.length > 64) return null;
  if (typeof jti !== 'string' || !jti || jti.length > NONCE_MAX_LENGTH) return null;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp)) return null;
  if (exp <= iat || exp - iat > CHANNEL_PARAMS_MAX_LIFETIME_S) return null;
  if (iat > nowS + CLOCK_SKEW_S || exp < nowS - CLOCK_SKEW_S) return null;
  return { username: sub.trim(), jti, expiresAt: new Date((exp + CLOCK_SKEW_S) * 1000) };
}

/**
 * Mark a channel's `jti` used; false when it was used before. One statement, so two requests racing with
 * the same data cannot both pass. Expired marks are cleared on the way.
 */
export async function useChannelNonce(db: Db, channelId: number, params: ChannelParams, now: Date): Promise<boolean> {
  await db.deleteFrom('channel_nonce').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('channel_nonce')
    .values({ channel_id: channelId, nonce: params.jti, expires_at: params.expiresAt })
    .onConflict((oc) => oc.doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}
