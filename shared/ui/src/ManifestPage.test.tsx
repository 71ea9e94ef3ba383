import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { RemoteManifestSource } from '@esee/contracts';
import { ManifestPage } from './ManifestPage';

afterEach(cleanup);

const manifest = {
  name: 'cba',
  title: '对公银行助手',
  kind: 'solution',
  basePaths: ['/bankAssistant'],
  home: '/bankAssistant/home',
  menu: [{ path: '/bankAssistant/marketing', title: '关系找客', permission: 'app:cba:marketing:relation' }],
} as unknown as RemoteManifestSource;

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ManifestPage manifest={manifest} />
    </MemoryRouter>,
  );

it('says a listed page that no route serves is being built', () => {
  at('/bankAssistant/marketing');
  expect(screen.getByText('关系找客')).toBeTruthy();
  expect(screen.queryByTestId('remote-not-found')).toBeNull();
});

it('answers a path under a listed page that nothing serves as not found, not as that page being built', () => {
  at('/bankAssistant/marketing/entSearch');
  expect(screen.getByTestId('remote-not-found')).toBeTruthy();
  expect(screen.queryByText('关系找客')).toBeNull();
});
