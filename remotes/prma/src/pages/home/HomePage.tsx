import { useHomeAccess } from '@esee/session';
import { RemoteHome } from '@esee/ui';
import { manifest } from '../../manifest';

/** Landing page: the entries this user may open. */
export default function HomePage() {
  return <RemoteHome manifest={manifest} {...useHomeAccess()} />;
}
