import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../../../platform/db/database';
import { CAPTCHA_ALPHABET } from './font';

/** A captcha is answered once, within three minutes. */
export const CAPTCHA_TTL_S = 180;
const LENGTH = 4;

const answerHash = (uuid: string, answer: string) =>
  createHash('sha256').update(`${uuid}:${answer.trim().toUpperCase()}`).digest('hex');

export const randomCaptchaText = (): string =>
  Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

/** Keep a new captcha: its uuid and the hash of its answer (and drop those that expired). */
export async function issueCaptcha(db: Db, text: string, now: Date): Promise<string> {
  const uuid = randomUUID();
  await db.deleteFrom('captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('captcha')
    .values({ uuid, answer_hash: answerHash(uuid, text), expires_at: new Date(now.getTime() + CAPTCHA_TTL_S * 1000) })
    .execute();
  return uuid;
}

/**
 * Use up a captcha: whatever the answer, the uuid is spent, so each attempt
 * needs a new image. True when it was live and the answer right; with the
 * captcha switched off (`answer` null) the uuid still serves once, as the
 * nonce a sealed password is bound to.
 */
export async function spendCaptcha(
  db: Db,
  uuid: string,
  answer: string | null | undefined,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  if (answer === null) return Boolean(row);
  return Boolean(row && answer && row.answer_hash === answerHash(uuid, answer));
}
