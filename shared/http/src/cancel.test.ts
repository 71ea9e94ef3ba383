import { describe, expect, it } from 'vitest';
import { cancelPendingRequests, keepsRequestsOnNavigation, navigationSignal } from './cancel';

describe('cancelling requests on navigation (spec 1 §2)', () => {
  it('keeps the requests of company detail, the login page and project management', () => {
    for (const path of [
      '/baseinfo/orgdetail',
      '/baseinfo/orgdetail/essential',
      '/main',
      '/main/DEMO',
      '/projectManage/detail',
    ])
      expect(keepsRequestsOnNavigation(path), path).toBe(true);
    for (const path of ['/bankAssistant/home', '/baseinfo/persondetail', '/mainx', '/projectManageX'])
      expect(keepsRequestsOnNavigation(path), path).toBe(false);
  });

  it('aborts every request of the page at once, and starts afresh', () => {
    const before = navigationSignal();
    cancelPendingRequests();
    expect(before.aborted).toBe(true);
    expect(navigationSignal().aborted).toBe(false);
  });
});
