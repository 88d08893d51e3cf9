import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, initialAdminTab } from './admin-tabs';

describe('admin tabs', () => {
  it('lists the seven tabs of the spec in its order, then the purchases, statistics and reports tabs', () => {
    expect(ADMIN_TABS.map((tab) => tab.value)).toEqual([
      'users',
      'add-set',
      'batch',
      'manage-sets',
      'set-info',
      'redeem-codes',
      'content',
      'purchases',
      'statistics',
      'reports',
    ]);
  });

  it('given no request, then content management (the spec default) opens', () => {
    expect(initialAdminTab(null)).toBe('content');
  });

  it('given a known tab, then it opens; an unknown one falls back', () => {
    expect(initialAdminTab('batch')).toBe('batch');
    expect(initialAdminTab('nope')).toBe('content');
  });
});
