import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import { PASSWORD_SEAL_ALGORITHM, type AuthType, type SealedPasswordPayload } from '@esee/contracts';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';

/** A sealed password older than this is refused: a captured one is useless soon after. */
export const SEAL_MAX_AGE_MS = 5 * 60 * 1000;
const KEY_NAME = 'login-rsa-private-key';
/** The answer to a sealed password that cannot be used (stale, foreign nonce, not ours). */
export const SEAL_REFUSED = '密码加密信息无效，请刷新页面后重试';

export interface PasswordSeal {
  authType: AuthType;
  /** The password inside a sealed value; refused if stale, or bound to another nonce. */
  open: (sealed: string, options: { nonce?: string; now: Date }) => string;
}

/**
 * The server's RSA key pair (3072 bits) for the password seal: made once and
 * kept in the database, so every server instance and every restart uses the
 * same one.
 */
export async function loadPasswordSeal(db: Db): Promise<PasswordSeal> {
  let row = await db.selectFrom('server_secret').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db
      .insertInto('server_secret')
      .values({ name: KEY_NAME, value: pem })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await db.selectFrom('server_secret').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  }
  const privateKey = createPrivateKey(row.value);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const authType: AuthType = {
    algorithm: PASSWORD_SEAL_ALGORITHM,
    publicKey: spki.toString('base64'),
    kid: createHash('sha256').update(spki).digest('hex').slice(0, 16),
  };
  const refused = () => badRequest(SEAL_REFUSED);
  return {
    authType,
    open: (sealed, { nonce, now }) => {
      let payload: SealedPasswordPayload;
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(sealed, 'base64'),
        );
        payload = JSON.parse(plain.toString('utf8')) as SealedPasswordPayload;
      } catch {
        throw refused();
      }
      if (typeof payload.p !== 'string' || typeof payload.t !== 'number') throw refused();
      if (Math.abs(now.getTime() - payload.t) > SEAL_MAX_AGE_MS) throw refused();
      if (nonce !== undefined && payload.n !== nonce) throw refused();
      return payload.p;
    },
  };
}
