import { afterEach, describe, expect, it, vi } from 'vitest';
import { returnToLoginOnInvalidSession } from './invalidSession';

// The client's signal that the session ended (a 401 answer), caught here to fire it by hand.
const signal = vi.hoisted(() => ({ fire: () => {} }));
vi.mock('@esee/http', () => ({
  onSessionInvalid: (listener: () => void) => {
    signal.fire = listener;
    return () => {};
  },
}));

describe('returnToLoginOnInvalidSession', () => {
  const replace = vi.fn();
  vi.stubGlobal('location', { pathname: '/', search: '', replace });
  returnToLoginOnInvalidSession();
  afterEach(() => replace.mockClear());

  it('sends a signed-in page to the login page, keeping where the user was', () => {
    Object.assign(window.location, { pathname: '/bankAssistant/entSearch', search: '?entId=1' });
    signal.fire();
    expect(replace).toHaveBeenCalledWith(`/main?redirect=${encodeURIComponent('/bankAssistant/entSearch?entId=1')}`);
  });

  it('leaves a login page as it is (an answer to a call made before signing out)', () => {
    for (const pathname of ['/main', '/main/prma', '/login']) {
      Object.assign(window.location, { pathname, search: '' });
      signal.fire();
    }
    expect(replace).not.toHaveBeenCalled();
  });
});
