// Async boundary: Module Federation must set up the shared packages (React,
// antd, the session store...) before any code that uses them runs.
void import('./bootstrap');
