import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('follows a path of this site', () =>
    expect(safeRedirect('/bankAssistant/home?x=1')).toBe('/bankAssistant/home?x=1'));
  it('refuses another origin', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/main');
    expect(safeRedirect('//evil.example/')).toBe('/main');
  });
  it('falls back to /main without a redirect', () => expect(safeRedirect(null)).toBe('/main'));
});
