import type { SalesReport } from '@exam/domain/schemas';

type Grant = { questionSetId: string; source: 'purchase' | 'redeem'; amount: number; purchaseDate: string };

/** Sales and redemptions per set and month (UTC), from the grants on record; months in order, sets by revenue. */
export function salesReport(
  grants: readonly Grant[],
  titleOf: (setId: string) => string | null,
): SalesReport {
  const rows = new Map<string, SalesReport['rows'][number]>();
  for (const grant of grants) {
    const month = grant.purchaseDate.slice(0, 7);
    const key = `${month}|${grant.questionSetId}`;
    const row = rows.get(key) ?? {
      month,
      questionSetId: grant.questionSetId,
      title: titleOf(grant.questionSetId),
      purchases: 0,
      revenue: 0,
      redemptions: 0,
    };
    if (grant.source === 'purchase') {
      row.purchases += 1;
      row.revenue += grant.amount;
    } else row.redemptions += 1;
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || b.revenue - a.revenue || b.redemptions - a.redemptions,
  );
  const months = new Map<string, SalesReport['months'][number]>();
  for (const row of sorted) {
    const month = months.get(row.month) ?? { month: row.month, purchases: 0, revenue: 0, redemptions: 0 };
    month.purchases += row.purchases;
    month.revenue += row.revenue;
    month.redemptions += row.redemptions;
    months.set(row.month, month);
  }
  const totals = { purchases: 0, revenue: 0, redemptions: 0 };
  for (const month of months.values()) {
    totals.purchases += month.purchases;
    totals.revenue += month.revenue;
    totals.redemptions += month.redemptions;
  }
  return { rows: sorted, months: [...months.values()], totals };
}
