import { http } from '@esee/http';
import { useLoad } from '@esee/react';
import { hasRight, useSession } from '@esee/session';
import { RemoteHome } from '@esee/ui';
import { manifest } from '../../manifest';

/** Whether the server has the diagnostics probe on (DIAGNOSTICS=on): a developer's tool, offered only then. */
const diagnosticsOn = () =>
  http.get<boolean>('/framework/api/ops/diagnostics/status', undefined, { silent: true }).catch(() => false);

/** Landing page: the entries this user may open. */
export default function HomePage() {
  const rights = useSession((s) => s.rights);
  const user = useSession((s) => s.user);
  const diagnostics = useLoad(diagnosticsOn, []);
  return (
    <RemoteHome
      manifest={manifest}
      canOpen={(entry) =>
        hasRight(rights, entry.permission) &&
        (entry.feature !== 'diagnostics' || (diagnostics.status === 'ok' && diagnostics.data))
      }
      subtitle={user ? `${user.instName} · ${user.name}` : undefined}
      loading={diagnostics.status === 'loading'}
    />
  );
}
