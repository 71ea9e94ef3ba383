import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { manifestPages, type RemoteDescriptor, type RemoteManifestSource } from '@esee/contracts';
import { axiosInstance } from '@esee/http';
import { useSession } from '@esee/session';
import { usePlatform } from '../features/session/platformStore';
import { pageRight } from './pageRight';
import type { RemoteRoutesModule } from './registry';
import RemoteOutlet from './RemoteOutlet';

/**
 * Every remote's `./routes` module, as the deployed shell loads it at run time (the shell imports no remote at
 * build time: `import.meta.glob` stands in for federation here).
 */
const modules = import.meta.glob<RemoteRoutesModule & { manifest: RemoteManifestSource }>(
  '../../../remotes/*/src/routes.tsx',
  { eager: true },
);
const remotes = Object.values(modules);

/** Loaded already, as `loadRemoteRoutes` answers for a remote opened before: `use()` reads it at once. */
const loaded = (mod: RemoteRoutesModule | undefined) =>
  Object.assign(Promise.resolve(mod), { status: 'fulfilled', value: mod });

vi.mock('./registry', async (original) => ({
  ...(await original<typeof import('./registry')>()),
  loadRemoteRoutes: (remote: RemoteDescriptor) => loaded(remotes.find((m) => m.manifest.name === remote.name)),
}));

const descriptor = (m: RemoteManifestSource): RemoteDescriptor => ({
  name: m.name,
  title: m.title,
  version: '1.0.0',
  manifestUrl: `/remotes/${m.name}/1.0.0/mf-manifest.json`,
  basePaths: m.basePaths,
  kind: m.kind,
  home: m.home,
  icon: '',
  pages: manifestPages(m.menu).map(({ path, title }) => ({ path, title })),
});

/** Every page of every manifest that names a right, with the remote it belongs to. */
const guarded = remotes.flatMap(({ manifest }) =>
  manifestPages(manifest.menu)
    .filter((page) => page.permission)
    .map((page) => ({ manifest, path: page.path, right: page.permission! })),
);

/** A session holding the remote and every right its manifest names, but `missing`. */
function rightsWithout(manifest: RemoteManifestSource, missing: string): Record<string, boolean> {
  const rights: Record<string, boolean> = manifest.right ? { [manifest.right]: true } : {};
  for (const page of manifestPages(manifest.menu)) if (page.permission) rights[page.permission] = true;
  return { ...rights, [missing]: false };
}

describe('the guard of every remote page', () => {
  const requests: string[] = [];
  const original = axiosInstance.defaults.adapter;
  axiosInstance.defaults.adapter = (config) => {
    requests.push(String(config.url));
    return Promise.reject(new Error('no server in this test'));
  };
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    requests.push(String(input));
    return Promise.reject(new Error('no server in this test'));
  });
  afterEach(cleanup);
  afterAll(() => {
    axiosInstance.defaults.adapter = original;
    fetchSpy.mockRestore();
    useSession.setState({ rights: {} });
  });

  it('finds the seven remotes and the pages they guard', () => {
    expect(remotes.map((m) => m.manifest.name).sort()).toEqual(
      ['cba', 'company', 'iba', 'management', 'monitor', 'prma', 'scs'].sort(),
    );
    expect(guarded.map((g) => g.path)).toEqual(
      expect.arrayContaining([
        '/investment/bank/flow',
        '/sameCustomerSystem/sameCustomer',
        '/personalCenter/mechanismList',
      ]),
    );
  });

  it.each(guarded.map((g) => [g.path, g] as const))(
    '%s without its right shows 无权限访问 and asks the server nothing',
    async (_path, { manifest, path, right }) => {
      usePlatform.setState({ remotes: remotes.map((m) => descriptor(m.manifest)) });
      useSession.setState({ rights: rightsWithout(manifest, right) });
      requests.length = 0;
      render(
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback="loading">
            <RemoteOutlet />
          </Suspense>
        </MemoryRouter>,
      );
      expect(await screen.findByText('无权限访问')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requests).toEqual([]);
    },
  );
});

describe('pageRight', () => {
  const manifest = {
    menu: [
      { path: '/x/home', title: '首页' },
      {
        path: '/x/group',
        title: '组',
        children: [
          { path: '/x/law', title: '法规', permission: 'app:x:law' },
          { path: '/x/law/special', title: '专项', permission: 'app:x:special' },
        ],
      },
    ],
  };

  it('reads the permission of the page whose path fits best', () => {
    expect(pageRight(manifest, '/x/law')).toBe('app:x:law');
    expect(pageRight(manifest, '/x/law/detail')).toBe('app:x:law');
    expect(pageRight(manifest, '/x/law/special/1')).toBe('app:x:special');
    expect(pageRight(manifest, '/x/lawyer')).toBeUndefined();
    expect(pageRight(manifest, '/x/home')).toBeUndefined();
  });
});
