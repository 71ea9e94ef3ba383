import { describe, expect, it, vi } from 'vitest';
import type { RemoteDescriptor, ServerMenuNode } from '@esee/contracts';
import { preloadRemotePage } from '../../federation/registry';
import { fallbackMenu, isMenuEmpty, onlySupported } from './platformStore';

vi.mock('../../federation/registry', async (original) => ({
  ...(await original<typeof import('../../federation/registry')>()),
  preloadRemotePage: vi.fn(() => Promise.resolve()),
  registerRemoteList: vi.fn(),
}));

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

describe('usePlatform.load', () => {
  it("asks for the menu and the remotes, and loads the opened page's remote, before the user's info is in", async () => {
    const { sessionApi } = await import('./api');
    const { useSession } = await import('@esee/session');
    const { usePlatform } = await import('./platformStore');
    const cba = remote('cba', 'solution', '/bankAssistant', '/bankAssistant/home');
    let answerUser!: (user: unknown) => void;
    const called: string[] = [];
    const answer = <T>(name: string, value: T) => {
      called.push(name);
      return Promise.resolve(value);
    };
    vi.spyOn(sessionApi, 'userInfo').mockImplementation(() => {
      called.push('userInfo');
      return new Promise((resolve) => (answerUser = resolve as (user: unknown) => void));
    });
    vi.spyOn(sessionApi, 'instParams').mockImplementation(() => answer('instParams', []));
    vi.spyOn(sessionApi, 'menu').mockImplementation(() => answer('menu', []));
    vi.spyOn(sessionApi, 'remotes').mockImplementation(() => answer('remotes', [cba]));
    vi.spyOn(sessionApi, 'site').mockImplementation(() => answer('site', null as never));
    vi.spyOn(sessionApi, 'rights').mockImplementation(() => answer('rights', {}));
    const preload = vi.mocked(preloadRemotePage);
    window.history.replaceState(null, '', '/bankAssistant/mapSearch');
    useSession.setState({ token: 'token' });

    const loaded = usePlatform.getState().load();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith(cba, '/bankAssistant/mapSearch'));
    expect(called).toEqual(['remotes', 'menu', 'site', 'userInfo']);

    answerUser({ instCode: 'DEMO', name: '演示' });
    await loaded;
    expect(called.slice(4)).toEqual(['instParams', 'rights']);
    expect(usePlatform.getState().status).toBe('ready');
    vi.restoreAllMocks();
  });
});
