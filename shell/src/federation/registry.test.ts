import { describe, expect, it } from 'vitest';
import type { RemoteDescriptor } from '@esee/contracts';
import { pageTitleFor, remoteForPath } from './registry';

const remote = (name: string, basePaths: string[]): RemoteDescriptor => ({
  name,
  title: name,
  version: '1.0.0',
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  basePaths,
  kind: 'app',
  home: basePaths[0]!,
  icon: '',
  pages: [],
});

describe('remoteForPath', () => {
  const remotes = [
    remote('company', ['/baseinfo', '/projectManage', '/apps/allInfo/searchAgencyDetails']),
    remote('monitor', ['/apps/monitor', '/monitoring']),
    remote('cba', ['/bankAssistant']),
  ];

  it('finds the remote owning a path by its base path', () => {
    expect(remoteForPath(remotes, '/bankAssistant/entSearch')?.name).toBe('cba');
    expect(remoteForPath(remotes, '/baseinfo/orgdetail/essential')?.name).toBe('company');
    expect(remoteForPath(remotes, '/monitoring')?.name).toBe('monitor');
  });

  it('matches whole path segments only', () => expect(remoteForPath(remotes, '/bankAssistantX/home')).toBeUndefined());

  it('prefers the longest base path', () =>
    expect(remoteForPath([...remotes, remote('apps', ['/apps'])], '/apps/monitor/optional')?.name).toBe('monitor'));

  it('finds nothing for a path of a remote this user may not load', () =>
    expect(remoteForPath(remotes, '/investment/home')).toBeUndefined());
});

describe('pageTitleFor', () => {
  const management = {
    ...remote('management', ['/management', '/pfb']),
    pages: [
      { path: '/management/home', title: '机构管理' },
      { path: '/pfb/customer', title: '意见反馈' },
    ],
  };

  it('titles a page outside the menu by its own entry, not by the remote', () => {
    expect(pageTitleFor([management], '/pfb/customer')).toBe('意见反馈');
    expect(pageTitleFor([management], '/pfb/customer/detail')).toBe('意见反馈');
    expect(pageTitleFor([management], '/management/unknown')).toBeUndefined();
  });
});
