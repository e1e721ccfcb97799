import type { ReactNode } from 'react';

export interface StackedRow {
  key: string;
  cells: ReactNode[];
}

// Stacked: the head as a label beside the value; wide: an ordinary cell.
const cellClass =
  'grid-cols-[7rem_1fr] gap-x-3 py-0.5 sm:grid-cols-[10rem_1fr] min-[960px]:table-cell min-[960px]:px-3 min-[960px]:py-2 min-[960px]:align-top';
const isEmpty = (cell: ReactNode) => cell === '' || cell === null || cell === undefined;

/**
 * A table on a wide screen; below 960 px each row stands as a block of labelled lines, so nothing
 * widens the page. The column heads stay in the table for screen readers (visually hidden when
 * stacked), each stacked line shows its head as a label, and an empty cell gives no line.
 * `captionHidden` when a heading just above already names the table.
 */
export function StackedTable({
  caption,
  captionHidden = false,
  heads,
  rows,
}: {
  caption: string;
  captionHidden?: boolean;
  heads: string[];
  rows: StackedRow[];
}) {
  return (
    <table className="block w-full text-sm min-[960px]:table">
      <caption
        className={
          captionHidden ? 'sr-only' : 'block py-1 text-left font-medium min-[960px]:table-caption min-[960px]:py-2'
        }
      >
        {caption}
      </caption>
      <thead className="sr-only bg-gray-100 min-[960px]:not-sr-only">
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col" className="px-3 py-2 text-left align-top">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block min-[960px]:table-row-group">
        {rows.map((row) => (
          <tr key={row.key} className="block border-t border-gray-200 py-2 min-[960px]:table-row min-[960px]:py-0">
            {row.cells.map((cell, i) => (
              <td key={heads[i] ?? i} className={`${isEmpty(cell) ? 'hidden' : 'grid'} ${cellClass}`}>
                <span className="font-medium text-gray-700 min-[960px]:hidden">{heads[i]}</span>
                <span className="min-w-0 break-words">{cell}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
