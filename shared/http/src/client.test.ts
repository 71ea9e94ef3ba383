import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@esee/session';
import { ApiError, axiosInstance, http } from './client';
import { onSessionInvalid } from './notices';

/** The server's answers, held until the test lets each one go: a 401 for every call. */
function heldAnswers() {
  const release: (() => void)[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise<AxiosResponse>((resolve) =>
      release.push(() =>
        resolve({ status: 401, statusText: 'Unauthorized', headers: {}, config, data: { code: 401, message: '' } }),
      ),
    );
  return { adapter, waiting: () => release.length, releaseAll: () => release.splice(0).forEach((go) => go()) };
}

const signedIn = (token: string) =>
  useSession.getState().signIn(
    {
      token,
      instCode: 'DEMO',
      name: '林晓雯',
      userId: '2',
      instName: '示范银行',
      watermarkData: [],
      expireWarn: null,
    },
    false,
  );

describe('an invalid-session answer', () => {
  const original = axiosInstance.defaults.adapter;
  let invalid = 0;
  let off: () => void;
  beforeEach(() => {
    invalid = 0;
    off = onSessionInvalid(() => invalid++);
  });
  afterEach(() => {
    off();
    axiosInstance.defaults.adapter = original;
    useSession.getState().signOut();
  });

  it('ends the session it was made in', async () => {
    const server = heldAnswers();
    axiosInstance.defaults.adapter = server.adapter;
    signedIn('current');
    const answer = http.get('/esee/anything', undefined, { silent: true });
    await expect.poll(server.waiting).toBe(1);
    server.releaseAll();
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(invalid).toBe(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('arriving after logout, or after the next login, ends nothing', async () => {
    const server = heldAnswers();
    axiosInstance.defaults.adapter = server.adapter;
    signedIn('before');
    const late = http.get('/esee/anything', undefined, { silent: true });
    const lateToo = http.get('/esee/other', undefined, { silent: true });
    // Both requests are sent with the old token; then the user signs out and in again.
    await expect.poll(server.waiting).toBe(2);
    useSession.getState().signOut();
    signedIn('after');
    server.releaseAll();
    await expect(late).rejects.toBeInstanceOf(ApiError);
    await expect(lateToo).rejects.toBeInstanceOf(ApiError);
    expect(invalid).toBe(0);
    expect(useSession.getState().token).toBe('after');
  });
});
