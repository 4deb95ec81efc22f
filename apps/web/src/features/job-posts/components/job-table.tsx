import type { JobAnswer } from '@tandem/contract';
import type { ReactNode } from 'react';

export interface JobColumn {
  header: string;
  /** The header cell's classes: its width, padding and from which screen width it shows. */
  headerClassName: string;
  cellClassName: string;
  cell: (job: JobAnswer) => ReactNode;
}

// /myjobs's table stands in a panel of its own; the dashboard's sits in a card already.
const LOOKS = {
  page: {
    head: 'bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase',
    headRow: undefined,
    body: 'divide-y divide-slate-200',
    row: 'align-middle',
  },
  panel: {
    head: 'text-xs font-semibold tracking-wide text-slate-700 uppercase',
    headRow: 'border-b border-slate-200',
    body: 'divide-y divide-slate-100',
    row: undefined,
  },
};

interface JobTableProps {
  jobs: readonly JobAnswer[];
  columns: readonly JobColumn[];
  /** Names the table for screen readers. */
  caption: string;
  look: keyof typeof LOOKS;
  busy?: boolean;
}

/** An organisation's jobs as a table of the columns given, a row a job. */
export function JobTable({ jobs, columns, caption, look, busy }: JobTableProps) {
  const classes = LOOKS[look];
  return (
    <table className="w-full table-fixed text-left text-sm" aria-busy={busy || undefined}>
      <caption className="sr-only">{caption}</caption>
      <thead className={classes.head}>
        <tr className={classes.headRow}>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.headerClassName}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={classes.body}>
        {jobs.map((job) => (
          <tr key={job.id} className={classes.row}>
            {columns.map((column) => (
              <td key={column.header} className={column.cellClassName}>
                {column.cell(job)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
