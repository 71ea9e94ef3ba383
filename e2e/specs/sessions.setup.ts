import { expect, test as setup } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';
import { saveSession, USERS, type Role } from '../support/sessions';

// Once per run, before the specs: each demo user signs in through the form with 记住我, as a person does.
for (const role of Object.keys(USERS) as Role[]) {
  setup(`sign in as ${role} once for the run`, async ({ page }) => {
    const { instCode, username } = USERS[role];
    const login = new LoginPage(page);
    await login.goto();
    await login.fill(instCode, username);
    await page.getByTestId('login-remember').check();
    await login.submit().click();
    await expect(new ShellPage(page).home()).toBeVisible();
    await saveSession(page, role);
  });
}
