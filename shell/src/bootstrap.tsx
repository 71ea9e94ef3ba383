import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { joinOtherTabs, useSession } from '@esee/session';
import { App } from './app/App';
import { returnToLoginOnInvalidSession } from './features/session/invalidSession';
import { usePlatform } from './features/session/platformStore';
import { isOpenPath } from './features/session/SessionGate';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
returnToLoginOnInvalidSession();
// A company opened in a new tab arrives without the session of a login that was not remembered: take it
// from the tab that opened it before the router decides between the page and the login page.
void joinOtherTabs(!isOpenPath(window.location.pathname)).then(() => {
  // Signed in: the user, menus and rights load while React starts, not after the layout's code has come.
  if (useSession.getState().token) void usePlatform.getState().load();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
