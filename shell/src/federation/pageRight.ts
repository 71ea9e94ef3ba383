import { manifestPages, type MenuEntry } from '@esee/contracts';

/** What the shell reads of a remote's manifest to guard its pages. */
export interface GuardedManifest {
  menu: readonly MenuEntry[];
}

/**
 * The right key the page at `pathname` needs: the permission of the manifest's page whose path fits it best
 * (the path itself, or the longest page path it lies under: `/investment/watch/law/detail` is 法律法规库's).
 * Undefined when no page of the manifest covers it, or the page needs no key.
 */
export function pageRight(manifest: GuardedManifest, pathname: string): string | undefined {
  let best: MenuEntry | undefined;
  for (const page of manifestPages(manifest.menu))
    if (
      (pathname === page.path || pathname.startsWith(`${page.path}/`)) &&
      page.path.length > (best?.path.length ?? -1)
    )
      best = page;
  return best?.permission;
}
