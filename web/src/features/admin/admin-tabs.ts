/**
 * Admin spec §2: the back-office tabs in their order. The spec's default is content management;
 * until that tab exists the shell opens user management (the only one built).
 */
export const ADMIN_TABS = [
  { value: 'users', labelKey: 'admin.tabs.users', built: true },
  { value: 'add-set', labelKey: 'admin.tabs.addSet', built: true },
  { value: 'batch', labelKey: 'admin.tabs.batch', built: true },
  { value: 'manage-sets', labelKey: 'admin.tabs.manageSets', built: true },
  { value: 'set-info', labelKey: 'admin.tabs.setInfo', built: true },
  { value: 'redeem-codes', labelKey: 'admin.tabs.redeemCodes', built: true },
  { value: 'content', labelKey: 'admin.tabs.content', built: false },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

const SPEC_DEFAULT_TAB: AdminTab = 'content';

/** The tab to open: the one asked for (?tab=) when it exists, else the spec's default when built, else the first built. */
export function initialAdminTab(requested: string | null): AdminTab {
  const known = ADMIN_TABS.find((tab) => tab.value === requested);
  if (known) return known.value;
  const specDefault = ADMIN_TABS.find((tab) => tab.value === SPEC_DEFAULT_TAB);
  if (specDefault?.built) return specDefault.value;
  return ADMIN_TABS.find((tab) => tab.built)?.value ?? ADMIN_TABS[0].value;
}
