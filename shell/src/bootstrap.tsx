import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { joinOtherTabs, useSession } from '@esee/session';
import { App } from './app/App';
import { returnToLoginOnInvalidSession } from './features/session/invalidSession';
import { usePlatform } from './features/session/platformStore';
import { isLoginPath } from './features/session/SessionGate';
import { preloadSignedInPages } from './features/session/signedInPages';
import 'antd/dist/antd.css';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
returnToLoginOnInvalidSession();
// A company opened in a new tab arrives without the session of a login that was not remembered: take it
// from the tab that opened it before the router decides between the page and the login page. A login page
// asked for as such does not wait for the other tabs' answer.
void joinOtherTabs(!isLoginPath(window.location.pathname)).then(() => {
  // Signed in: the user, menus and rights, and the signed-in frame's code, load while React starts.
  if (useSession.getState().token) {
    void usePlatform.getState().load();
    void preloadSignedInPages();
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
