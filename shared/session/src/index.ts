/**
 * @packageDocumentation
 * The session store shared by the shell and every remote.
 */
export {
  useSession,
  useRight,
  useCanOpenPage,
  canOpenPage,
  useHomeAccess,
  hasRight,
  joinOtherTabs,
  EMBEDDED_LAYOUT,
  type SessionState,
  type LayoutOptions,
} from './session';
export { StorageKey } from './storage';
