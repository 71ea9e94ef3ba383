import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/platform';

/** The login page (`/main` signed out). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly submit = () => this.page.getByTestId('login-submit');
  readonly error = () => this.page.getByTestId('login-error');

  async goto(path = '/main') {
    await this.page.goto(path);
    await expect(this.submit()).toBeVisible();
  }

  /** Fill the form; an empty institution code leaves the field alone (or absent). */
  async fill(instCode: string, username: string, password = DEMO_PASSWORD) {
    if (instCode) await this.page.getByTestId('login-inst').fill(instCode);
    await this.page.getByTestId('login-user').fill(username);
    await this.page.getByTestId('login-password').fill(password);
  }

  /** Log in from the page as it is (the form must be showing). */
  async login(instCode: string, username: string, password = DEMO_PASSWORD) {
    await this.fill(instCode, username, password);
    await this.submit().click();
  }
}
