import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';

const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');

/**
 * secretParamData as an institution's embedding site makes it (README, embedded pages): a compact JWE,
 * `dir` + `A256GCM`, keyed by the channel's secret, naming the member for a few minutes from `at` (the platform's
 * time: it may run on a pinned clock), once.
 */
export function channelParams(secret: string, username: string, at: number): string {
  const header = b64(JSON.stringify({ alg: 'dir', enc: 'A256GCM' }));
  const iat = Math.floor(at / 1000);
  const claims = JSON.stringify({ sub: username, iat, exp: iat + 120, jti: randomUUID() });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(secret, 'base64url'), iv);
  cipher.setAAD(Buffer.from(header, 'ascii'));
  const body = Buffer.concat([cipher.update(claims, 'utf8'), cipher.final()]);
  return [header, '', b64(iv), b64(body), b64(cipher.getAuthTag())].join('.');
}
