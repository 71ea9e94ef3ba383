import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME, type SiteInfo } from '@esee/contracts';
import LoginPage from './LoginPage';

const site = vi.hoisted(() => vi.fn<() => Promise<SiteInfo>>());
vi.mock('./loginApi', async (original) => ({
  ...(await original<typeof import('./loginApi')>()),
  loginApi: { site, instExists: () => Promise.resolve(false) },
}));
// The form has its own calls (captcha, policy); the heading is what is under test here.
vi.mock('./LoginForm', () => ({ LoginForm: () => <form aria-label="login form" /> }));
vi.mock('../session/signedInPages', () => ({ preloadSignedInPages: () => undefined }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/main/:key?" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const stored = (productName: string): SiteInfo => ({ productName, servicePhone: '', serviceEmail: '', captcha: false });

describe('LoginPage heading', () => {
  afterEach(cleanup);

  it('follows the platform name of 全局设置', async () => {
    site.mockResolvedValue(stored('风险筛查平台'));
    renderAt('/main');
    expect(await screen.findByRole('heading', { level: 1, name: '风险筛查平台' })).toBeTruthy();
  });

  it('keeps the built-in name when the site call fails', async () => {
    site.mockRejectedValue(new Error('down'));
    renderAt('/main');
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeTruthy();
  });

  it('shows the product, not the platform, on a product login page', async () => {
    site.mockResolvedValue(stored('风险筛查平台'));
    renderAt('/main/cba');
    expect(await screen.findByRole('heading', { level: 1, name: '对公银行助手' })).toBeTruthy();
    expect(await screen.findByText(/风险筛查平台/, { selector: 'footer' })).toBeTruthy();
  });
});
