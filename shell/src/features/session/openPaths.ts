/** Paths open without a token (spec 1 §2): /main, and any path containing /main/. */
export const isOpenPath = (pathname: string) => pathname === '/main' || pathname.includes('/main/');

/**
 * Paths asked for to sign in: the open ones and /login. A tab opened on any other path may be a page opened
 * from a signed-in tab, and first asks the other tabs for their session.
 */
export const isLoginPath = (pathname: string) => isOpenPath(pathname) || pathname === '/login';
