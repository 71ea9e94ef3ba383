import { describe, expect, it } from 'vitest';
import { isGranted, isShown, type RemoteManifest } from '@esee/contracts';
import type { Access } from '../../../platform/auth/access';
import { buildMenu, nameableEntries } from './menu';
import type { DeployedRemote } from './registry';

const remote = (manifest: Omit<RemoteManifest, 'version'>): DeployedRemote => ({
  manifest: { ...manifest, version: '1.0.0' },
  manifestUrl: `/remotes/${manifest.name}/1.0.0/mf-manifest.json`,
});

const REMOTES = [
  remote({
    name: 'cba',
    title: '对公银行助手',
    kind: 'solution',
    solution: 'CBA',
    right: 'app:cba',
    basePaths: ['/bankAssistant'],
    home: '/bankAssistant/home',
    menu: [
      { path: '/bankAssistant/home', title: '首页' },
      {
        path: '/bankAssistant/group',
        title: '智能营销',
        children: [{ path: '/bankAssistant/entSearch', title: '单企业查询', permission: 'app:cba:entSearch' }],
      },
      { path: '/bankAssistant/hidden', title: '详情', placement: 'hidden' },
    ],
  }),
  remote({
    name: 'iba',
    title: '投行助手',
    kind: 'solution',
    solution: 'IBA',
    right: 'app:iba',
    basePaths: ['/investment'],
    home: '/investment/home',
    menu: [{ path: '/investment/home', title: '首页' }],
  }),
];

/** Access to everything of an institution with CBA only. */
const granted = new Set(['app:cba']);
const access = {
  granted,
  supportApps: ['CBA'],
  can: (key?: string) => !key || isGranted(granted, key),
  opens: (key?: string) => !key || isShown(granted, key),
  shows: (key?: string) => !key || isShown(granted, key),
  separated: false,
  duty: null,
  switchedOff: () => undefined,
} as Access;

describe('menu names (权限名称设置)', () => {
  it('buildMenu shows the institution’s names over the manifests’ titles, and is unchanged without them', () => {
    const plain = buildMenu(REMOTES, access);
    const names = new Map([
      ['remote:cba', '对公营销助手'],
      ['/bankAssistant/entSearch', '企业查询'],
    ]);
    const named = buildMenu(REMOTES, access, names);
    const cba = named[1]!.subMenus[0]!;
    expect(cba).toMatchObject({ id: 'cba', menuName: '对公营销助手', modelName: '对公营销助手' });
    expect(cba.subMenus[1]!.subMenus[0]).toMatchObject({ menuName: '企业查询', modelPath: '/bankAssistant/entSearch' });
    expect(cba.subMenus[0]!.menuName).toBe('首页');
    // Only the names differ; the given menu is not touched.
    expect(plain[1]!.subMenus[0]!.menuName).toBe('对公银行助手');
    expect(JSON.stringify(named).replaceAll('对公营销助手', '对公银行助手')).toBe(
      JSON.stringify(plain).replaceAll('单企业查询', '企业查询'),
    );
  });

  it('nameableEntries lists the enabled remotes and their menu entries, not hidden ones', () => {
    expect(nameableEntries(REMOTES, access).map((e) => [e.menuPath, e.defaultName, e.group])).toEqual([
      ['remote:cba', '对公银行助手', ''],
      ['/bankAssistant/home', '首页', ''],
      ['/bankAssistant/group', '智能营销', ''],
      ['/bankAssistant/entSearch', '单企业查询', '智能营销'],
    ]);
  });
});
