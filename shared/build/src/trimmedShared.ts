/**
 * A Module Federation runtime plugin the shell and every remote carry. The shell provides antd and the
 * icons trimmed to the names the workspace imports (shared tree shaking); a remote's consumer, built with
 * `import: false`, tells the runtime nothing of what it uses, so the runtime would fetch the whole library
 * for it. In the shell the plugin notes on each trimmed copy the names it keeps (`kept`); in a remote it
 * serves the remote the trimmed copy when that keeps every name the remote imports (`needs`). When it does
 * not (a remote built later, using a component nobody else does), the choice stays with the runtime, which
 * loads the whole library built beside the shell (`independent-packages/`).
 */

interface SharedVersion {
  loaded?: boolean;
  loading?: unknown;
  treeShaking?: { usedExports?: string[]; loaded?: boolean; loading?: unknown };
}
type Versions = Record<string, SharedVersion>;

interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Versions> | undefined>;
  scope: string;
  pkgName: string;
  resolver: () => { shared: SharedVersion; useTreesShaking: boolean } | undefined;
}

interface RegisteredShareArgs {
  pkgName: string;
  registeredShared?: SharedVersion;
}

export interface TrimmedSharedOptions {
  /** The shell's: per trimmed package, the names its copy keeps. */
  kept?: Record<string, string[]>;
  /** A remote's: per trimmed package, the names the remote imports from it. */
  needs?: Record<string, string[]>;
}

/** The version whose trimmed copy keeps every name needed, one already loading or loaded first. */
export function coveringVersion(versions: Versions, needs: readonly string[]): string | undefined {
  const covering = Object.keys(versions).filter((v) => {
    const kept = versions[v]!.treeShaking?.usedExports;
    return kept !== undefined && needs.every((name) => kept.includes(name));
  });
  const started = (v: string) => Boolean(versions[v]!.treeShaking?.loaded || versions[v]!.treeShaking?.loading);
  return covering.find(started) ?? covering[0];
}

export default function trimmedShared({ kept = {}, needs = {} }: TrimmedSharedOptions) {
  return {
    name: 'esee-trimmed-shared',
    afterRegisterShare({ pkgName, registeredShared }: RegisteredShareArgs): void {
      const trimmed = registeredShared?.treeShaking;
      if (trimmed && kept[pkgName] && !trimmed.usedExports) trimmed.usedExports = kept[pkgName];
    },
    resolveShare(args: ResolveShareArgs): ResolveShareArgs {
      const names = needs[args.pkgName];
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
      if (!names || !versions) return args;
      const version = coveringVersion(versions, names);
      if (version) args.resolver = () => ({ shared: versions[version]!, useTreesShaking: true });
      return args;
    },
  };
}
