import { describe, expect, it } from 'vitest';
import { emitNotice, emitSessionInvalid, onNotice, onSessionInvalid, type Notice } from './notices';

describe('notices', () => {
  it('shows the same message once within a second, and again after it', () => {
    const seen: Notice[] = [];
    const off = onNotice((n) => seen.push(n));
    emitNotice({ level: 'error', message: 'debounce me' }, 10_000);
    emitNotice({ level: 'error', message: 'debounce me' }, 10_500);
    emitNotice({ level: 'error', message: 'another one' }, 10_600);
    emitNotice({ level: 'error', message: 'debounce me' }, 11_100);
    off();
    expect(seen.map((n) => n.message)).toEqual(['debounce me', 'another one', 'debounce me']);
  });
});

describe('what happens before the shell listens', () => {
  it('reaches the first listener: an invalid session once, and the notices in order', () => {
    emitSessionInvalid();
    emitNotice({ level: 'warning', message: 'early one' }, 50_000);
    let invalid = 0;
    const seen: string[] = [];
    const offSession = onSessionInvalid(() => invalid++);
    const offNotice = onNotice((n) => seen.push(n.message));
    const offLater = onSessionInvalid(() => invalid++);
    offSession();
    offNotice();
    offLater();
    expect(invalid).toBe(1);
    expect(seen).toEqual(['early one']);
  });
});
