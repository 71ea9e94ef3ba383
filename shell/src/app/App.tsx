import { RouterProvider } from 'react-router';
import { router } from './router';

/**
 * The root. It imports no antd: the login page and the signed-in layout each
 * load what they need, so the login page stays small.
 */
export function App() {
  return <RouterProvider router={router} />;
}
