import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { SessionGate } from '../features/session/SessionGate';

const HomePage = lazy(() => import('../features/home/HomePage'));
const BlankPage = lazy(() => import('../features/errors/BlankPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const RemoteOutlet = lazy(() => import('../federation/RemoteOutlet'));

/**
 * The shell's own routes (spec 1 §2). Everything else belongs to a remote:
 * the catch-all finds the remote that owns the path and mounts its routes.
 */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/main" replace /> },
  { path: '/404', element: <NotFoundPage /> },
  // With a token, /home and /login go to /main; without one the gate sends them there too (spec 1 §2).
  { path: '/home', element: <Navigate to="/main" replace /> },
  { path: '/login', element: <Navigate to="/main" replace /> },
  {
    element: <SessionGate />,
    children: [
      { path: '/main/:key?', element: <HomePage /> },
      { path: '/blankPage', element: <BlankPage /> },
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
]);
