// Async boundary: Module Federation must set up the shared packages (React,
// antd, the session store...) before any code that uses them runs.
void import('./bootstrap');

// Most first visits without a session end on the login page: fetch its code
// now, alongside the shared packages, instead of after the router has started.
try {
  if (!sessionStorage.getItem('esee.token') && !localStorage.getItem('esee.token'))
    void import('./features/login/LoginPage');
} catch {
  // storage blocked: the router loads the page when it needs it
}
