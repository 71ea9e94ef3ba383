import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { PINNED_NOW, pinnedToday } from '../../support/clock';

/** The greeting of an hour, as spec 1 §2 words it. */
const greetingAt = (hour: number) =>
  hour < 4
    ? '晚上好'
    : hour < 7
      ? '新的一天开始了'
      : hour < 11
        ? '上午好'
        : hour < 14
          ? '中午好'
          : hour < 19
            ? '下午好'
            : '晚上好';

// The platform runs on the pinned clock (playwright.config.ts); this browser's own clock is the machine's, months
// away. The pages follow the server's clock: a desktop whose clock is wrong still sees the bank's day.
test("the pages read the server's day and hour in China, not the browser's clock", async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'admin');
  const hour = Number(new Date(Date.parse(PINNED_NOW) + 8 * 3_600_000).toISOString().slice(11, 13));
  await expect(page.getByTestId('greeting')).toContainText(greetingAt(hour));
  await expect(page.getByTestId('footer')).toContainText(`© ${pinnedToday().slice(0, 4)}`);

  // A statistics page starts on the last seven days, ending today.
  await page.goto('/systemMonitoring/operation');
  const range = page.getByTestId('stats-range').locator('input');
  await expect(range.first()).toHaveValue(pinnedToday(-6));
  await expect(range.last()).toHaveValue(pinnedToday());
});
