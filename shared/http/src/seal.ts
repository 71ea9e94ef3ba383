import type { AuthType, SealedPasswordPayload } from '@esee/contracts';
import { http } from './client';
import { now } from './clock';
import { loadOnce } from './loadOnce';

/** Thrown where the page cannot encrypt (a plain-HTTP address other than localhost). */
export class InsecureContextError extends Error {
  constructor() {
    super('当前访问地址不安全，无法加密密码，请通过 HTTPS 访问本系统');
    this.name = 'InsecureContextError';
  }
}

/** The server's key, fetched once per page. */
const theServerKey = loadOnce(serverKey);

async function serverKey(): Promise<{ key: CryptoKey; kid: string }> {
  if (!globalThis.crypto?.subtle) throw new InsecureContextError();
  const auth = await http.get<AuthType>('/framework/auth_type', undefined, { silent: true, keepOnNavigate: true });
  const der = Uint8Array.from(atob(auth.publicKey), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { key, kid: auth.kid };
}

/**
 * Seal a password for the server (spec 1 §5: never sent in clear): RSA-OAEP
 * with SHA-256 under the server's public key, over the password, the captcha
 * uuid it goes with and the time. The key is fetched once per page.
 */
export async function sealPassword(password: string, nonce?: string): Promise<string> {
  const { key } = await theServerKey();
  const payload: SealedPasswordPayload = { p: password, n: nonce, t: now().getTime() };
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  return btoa(String.fromCharCode(...new Uint8Array(sealed)));
}
