import { afterEach, describe, expect, it } from 'vitest';
import { askOtherTabsForToken, shareSessionWithNewTabs } from './tabHandoff';

describe('the session handoff to new tabs', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('gives a new tab the token of a signed-in tab', async () => {
    stops.push(shareSessionWithNewTabs(() => 'tok-1'));
    expect(await askOtherTabsForToken(1000)).toBe('tok-1');
  });

  it('gives nothing when no tab is signed in, after the wait', async () => {
    stops.push(shareSessionWithNewTabs(() => null));
    const started = Date.now();
    expect(await askOtherTabsForToken(100)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
