import { lazyWithRetry } from '@esee/react';

/**
 * The signed-in frame: the layout, and the outlet that mounts the remotes
 * (both use antd). Lazy, so that the login page loads neither; preloaded as
 * soon as there is a session, so that a remote's page renders without a
 * loading fallback in between.
 */
export const AppLayout = lazyWithRetry(() => import('../layout/AppLayout'));
export const RemoteOutlet = lazyWithRetry(() => import('../../federation/RemoteOutlet'));

export const preloadSignedInPages = () => Promise.all([AppLayout.preload(), RemoteOutlet.preload()]);
