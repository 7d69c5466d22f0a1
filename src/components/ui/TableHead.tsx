// A table's column headings, alike in every back-office table: muted, medium weight, figures aligned right.
interface Props {
  /** The headings; `{ label, numeric: true }` for a column of figures. */
  columns: (string | { label: string; numeric: true })[];
  /** Each heading's padding, e.g. 'py-2 pr-4 last:pr-0'. */
  cell: string;
}

export function TableHead({ columns, cell }: Props) {
  return (
    <thead className="text-stone">
      <tr>
        {columns.map((column) => {
          const label = typeof column === 'string' ? column : column.label;
          const numeric = typeof column !== 'string';
          return (
            <th key={label} scope="col" className={`${cell} font-medium${numeric ? ' text-right' : ''}`}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
