import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from './db/database';

/**
 * Secrets the server keeps but must use in clear later — external channels' secrets (网关设置), institutions'
 * model endpoint keys (智能助手) — sealed at rest: AES-256-GCM under one server key that is made once and kept in
 * the database (`server_secret`), like the login key pair. A sealed value is `v1.<iv>.<tag>.<ciphertext>`.
 */

/** The key's name: it sealed the channel secrets first, and sealed values already kept name no other. */
const SEAL_KEY_NAME = 'channel-seal-key';
let sealKey: { db: Db; key: Buffer } | null = null;

async function serverSealKey(db: Db): Promise<Buffer> {
  if (sealKey?.db === db) return sealKey.key;
  await db
    .insertInto('server_secret')
    .values({ name: SEAL_KEY_NAME, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', SEAL_KEY_NAME)
    .executeTakeFirstOrThrow();
  sealKey = { db, key: Buffer.from(row.value, 'base64') };
  return sealKey.key;
}

/** A secret sealed for keeping. */
export async function sealSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await serverSealKey(db), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64'))).join('.');
}

/** A sealed secret in clear (throws when it was tampered with or sealed under another key). */
export async function openSecret(db: Db, sealed: string): Promise<string> {
  const [, iv, tag, body] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await serverSealKey(db), Buffer.from(iv!, 'base64'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]).toString('utf8');
}
