import { hasRight, useSession } from '@esee/session';
import { RemoteHome } from '@esee/ui';
import { manifest } from '../../manifest';

/** Landing page: the entries this user may open. */
export default function HomePage() {
  const rights = useSession((s) => s.rights);
  const user = useSession((s) => s.user);
  return (
    <RemoteHome
      manifest={manifest}
      canOpen={(entry) => hasRight(rights, entry.permission)}
      subtitle={user ? `${user.instName} · ${user.name}` : undefined}
    />
  );
}
