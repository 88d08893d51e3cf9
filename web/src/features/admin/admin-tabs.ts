/** Admin spec §2: the back-office tabs in their order; the default is content management. */
export const ADMIN_TABS = [
  { value: 'users', labelKey: 'admin.tabs.users' },
  { value: 'add-set', labelKey: 'admin.tabs.addSet' },
  { value: 'batch', labelKey: 'admin.tabs.batch' },
  { value: 'manage-sets', labelKey: 'admin.tabs.manageSets' },
  { value: 'set-info', labelKey: 'admin.tabs.setInfo' },
  { value: 'redeem-codes', labelKey: 'admin.tabs.redeemCodes' },
  { value: 'content', labelKey: 'admin.tabs.content' },
  // Beyond the spec's tabs (issue 15): payments and codes of every learner, and statistics.
  { value: 'purchases', labelKey: 'admin.tabs.purchases' },
  { value: 'statistics', labelKey: 'admin.tabs.statistics' },
  // Learners' reports of questions, beside each question's figures.
  { value: 'reports', labelKey: 'admin.tabs.reports' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

const SPEC_DEFAULT_TAB: AdminTab = 'content';

/** The tab to open: the one asked for (?tab=) when it exists, else the spec's default. */
export function initialAdminTab(requested: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === requested)?.value ?? SPEC_DEFAULT_TAB;
}
