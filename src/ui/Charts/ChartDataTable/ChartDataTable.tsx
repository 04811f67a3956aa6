export interface ChartDataTableProps {
  /** Names the table; usually the chart's own description. */
  caption: string;
  /** Column headers: the first names the row headers' column. */
  columns: readonly string[];
  /** Each row: its header (first cell) and the values, already formatted. */
  rows: ReadonlyArray<{ key: string | number; header: string; values: readonly string[] }>;
  /** Shown on screen instead of only to assistive technology (for reviewing the data). */
  visible?: boolean;
}

/**
 * The numbers behind a chart, as a table screen readers can walk (the SVG itself is one image).
 * Every chart with more than a single number renders one, visually hidden.
 */
export function ChartDataTable({ caption, columns, rows, visible = false }: ChartDataTableProps) {
  return (
    <table className={visible ? undefined : 'visually-hidden'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.values.map((value, index) => (
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
