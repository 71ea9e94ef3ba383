import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteManifestSource } from '@esee/contracts';
import { RemoteHome } from './RemoteHome';

const manifest: RemoteManifestSource = {
  name: 'iba',
  title: '投行业务',
  kind: 'solution',
  basePaths: ['/investment'],
  home: '/investment/home',
  menu: [
    { path: '/investment/home', title: '首页' },
    {
      path: '/investment/watch-group',
      title: '监管动态',
      children: [
        { path: '/investment/watch/auditMind', title: 'IPO审核意见' },
        { path: '/investment/watch/feedback', title: 'IPO反馈意见', planned: true },
        { path: '/investment/watch/law', title: '法规库', permission: 'no' },
      ],
    },
  ],
};

describe('RemoteHome', () => {
  afterEach(cleanup);

  it('links the pages the user may open, lists the ones not built apart and never as links, leaves out the rest', () => {
    render(
      <MemoryRouter>
        <RemoteHome manifest={manifest} canOpen={(e) => e.permission !== 'no'} />
      </MemoryRouter>,
    );
    const tiles = screen.getAllByTestId('home-tile');
    expect(tiles.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['IPO审核意见', '/investment/watch/auditMind'],
    ]);
    const planned = screen.getByTestId('planned-tile');
    expect(planned.textContent).toContain('IPO反馈意见');
    expect(planned.textContent).toContain('建设中');
    expect(planned.querySelector('a')).toBeNull();
    expect(planned.closest('a')).toBeNull();
    expect(screen.queryByText('法规库')).toBeNull();
  });

  it('shows no tile while what decides them is loading, then all at once', () => {
    const home = (loading: boolean) => (
      <MemoryRouter>
        <RemoteHome manifest={manifest} canOpen={() => true} loading={loading} />
      </MemoryRouter>
    );
    const { rerender } = render(home(true));
    expect(screen.getByTestId('remote-home-iba').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByTestId('home-tile')).toHaveLength(0);
    rerender(home(false));
    expect(screen.getByTestId('remote-home-iba').getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByTestId('home-tile').map((t) => t.textContent)).toEqual(['IPO审核意见', '法规库']);
  });
});
