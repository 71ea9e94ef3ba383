import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { pinnedToday } from '../../support/clock';

// The platform runs on the pinned clock (playwright.config.ts); this browser's own clock is the machine's, months
// away. The pages follow the server's clock: a desktop whose clock is wrong still sees the bank's day. (The
// greeting's hour is layout.spec.ts's.)
test("the pages read the server's day in China, not the browser's clock", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  await expect(page.getByTestId('footer')).toContainText(`© ${pinnedToday().slice(0, 4)}`);

  // A statistics page starts on the last seven days, ending today.
  await page.goto('/systemMonitoring/operation');
  const range = page.getByTestId('stats-range').locator('input');
  await expect(range.first()).toHaveValue(pinnedToday(-6));
  await expect(range.last()).toHaveValue(pinnedToday());
});
