import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane), which are
 * @node-rs/argon2's defaults. The salt is random per hash and kept in it.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let dummyHash: Promise<string> | undefined;

/** Spend the time of one verification, so "no such user" and "wrong password" look alike. */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hash('no such user: this hash never matches a real login');
  await verifyPassword(await dummyHash, password);
}
