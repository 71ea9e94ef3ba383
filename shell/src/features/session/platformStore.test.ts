import { describe, expect, it } from 'vitest';
import type { RemoteDescriptor, ServerMenuNode } from '@esee/contracts';
import { fallbackMenu, isMenuEmpty, onlySupported } from './platformStore';

const remote = (name: string, kind: 'solution' | 'app', basePath: string, home: string): RemoteDescriptor => ({
  name,
  title: name,
  version: '1.0.0',
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  basePaths: [basePath],
  kind,
  home,
  icon: '',
  pages: [],
});

describe('the menu when the menu call fails (spec 1 §4: the local route list)', () => {
  const remotes = [
    remote('cba', 'solution', '/bankAssistant', '/bankAssistant/home'),
    remote('monitor', 'app', '/apps/monitor', '/apps/monitor/x'),
  ];

  it('lists home, the enabled solutions (greyed when their code may not be loaded) and the apps', () => {
    const menu = fallbackMenu(remotes, ['CBA', 'IBA']);
    expect(menu.map((n) => n.id)).toEqual([1, 5, 4, 3]);
    expect(menu[1]!.subMenus.map((n) => [n.menuName, n.modelPath, n.available])).toEqual([
      ['对公银行助手', '/bankAssistant/home', 1],
      ['投行助手', '/investment', 0],
    ]);
    expect(menu[2]!.subMenus.map((n) => n.modelPath)).toEqual(['/apps/monitor/x']);
  });

  it('is empty without solutions and apps, which sends the user to /blankPage', () =>
    expect(isMenuEmpty(fallbackMenu([], []))).toBe(true));
});

describe('onlySupported', () => {
  it('keeps only the solutions of getSupportApp, whatever the server menu holds', () => {
    const node = (id: string | number, subMenus: ServerMenuNode[] = []): ServerMenuNode => ({
      id,
      menuName: String(id),
      modelName: String(id),
      modelPath: `/${id}`,
      entryKey: '',
      icon: '',
      available: 1,
      subMenus,
    });
    const menu = onlySupported([node(1), node(5, [node('cba'), node('iba')]), node(4, [node('monitor')])], ['CBA']);
    expect(menu[1]!.subMenus.map((n) => n.id)).toEqual(['cba']);
    expect(menu[2]!.subMenus.map((n) => n.id)).toEqual(['monitor']);
  });
});
