import { describe, expect, it } from 'vitest';
import { emitNotice, onNotice, type Notice } from './notices';

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
