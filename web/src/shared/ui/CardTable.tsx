import './card-table.css';
import { Table, type TableProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

/** Gives every body cell its column's header text, which card-table.css shows before it on a phone. */
function labelCells(table: HTMLTableElement) {
  const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
  for (const row of table.querySelectorAll('tbody tr')) {
    let column = 0;
    for (const cell of row.children) {
      const label = cell.hasAttribute('colspan') ? '' : (headers[column] ?? '');
      if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      column += Number(cell.getAttribute('colspan') ?? 1);
    }
  }
}

/**
 * A Mantine Table that is a table from `sm` up and a card list below it (issue 39): each card shows its cells with
 * their column's name, the first cell as its title, and the row's actions wrapping under it. Use it like Table.
 */
export function CardTable({ className, ...props }: TableProps) {
  const ref = useRef<HTMLTableElement>(null);
  // After every render: rows come and go with paging and filters; labelling is bounded by the rows shown.
  useLayoutEffect(() => {
    if (ref.current) labelCells(ref.current);
  });
  return <Table ref={ref} className={['card-table', className].filter(Boolean).join(' ')} {...props} />;
}
