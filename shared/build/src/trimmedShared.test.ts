import { describe, expect, it } from 'vitest';
import trimmedShared, { coveringVersion } from './trimmedShared';

const whole = { shared: { loaded: true }, useTreesShaking: false };
const args = (versions: Record<string, object>) => ({
  shareScopeMap: { default: { antd: versions } },
  scope: 'default',
  pkgName: 'antd',
  resolver: () => whole,
});

describe('trimmedShared', () => {
  const trimmed = { treeShaking: { usedExports: ['Button', 'Table', 'Form'] } };

  it('serves a remote the trimmed copy when it keeps every name the remote imports', () => {
    const plugin = trimmedShared({ needs: { antd: ['Button', 'Table'] } });
    const out = plugin.resolveShare(args({ '6.1.0': trimmed }));
    expect(out.resolver()).toEqual({ shared: trimmed, useTreesShaking: true });
  });

  it('leaves the choice to the runtime (the whole library) for a remote using a name the trimmed copy lacks', () => {
    const plugin = trimmedShared({ needs: { antd: ['Button', 'Transfer'] } });
    expect(plugin.resolveShare(args({ '6.1.0': trimmed })).resolver()).toBe(whole);
  });

  it('leaves packages it was told nothing of alone', () => {
    const plugin = trimmedShared({ needs: { '@ant-design/icons': ['HomeOutlined'] } });
    expect(plugin.resolveShare(args({ '6.1.0': trimmed })).resolver()).toBe(whole);
  });

  it("in the shell, notes on each trimmed copy the names it keeps, which a remote's plugin then matches", () => {
    const registered = { treeShaking: {} as { usedExports?: string[] } };
    trimmedShared({ kept: { antd: ['Button', 'Table'] } }).afterRegisterShare({
      pkgName: 'antd',
      registeredShared: registered,
    });
    expect(registered.treeShaking.usedExports).toEqual(['Button', 'Table']);
    const plugin = trimmedShared({ needs: { antd: ['Table'] } });
    expect(plugin.resolveShare(args({ '6.1.0': registered })).resolver()?.shared).toBe(registered);
  });

  it('prefers a trimmed copy already loading to another that would be fetched', () => {
    const loading = { treeShaking: { usedExports: ['Button'], loading: Promise.resolve() } };
    expect(coveringVersion({ '6.2.0': trimmed, '6.1.0': loading }, ['Button'])).toBe('6.1.0');
    expect(coveringVersion({ '6.2.0': { loaded: true } }, ['Button'])).toBeUndefined();
  });
});
