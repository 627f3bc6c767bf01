import type { ReactNode } from 'react';
import table from '../admin-table.module.css';
import classes from './bar-chart.module.css';

/** One kind of bar, drawn in every group: its name in the legend and the table, and its colour. */
export interface BarSeries {
  key: string;
  label: string;
  /** A Mantine colour and shade, e.g. `blue-7` (dark enough for 3:1 against white). */
  color: string;
}

/** One group of bars (a question, a status): its label and a value per series. */
export interface BarGroup {
  key: string;
  label: string;
  values: Record<string, number>;
}

const WIDTH = 480;
const LABEL = 18;
const BAR = 12;
const GAP = 2;
const GROUP_GAP = 12;
// Room at the end of the longest bar for its number.
const NUMBER_ROOM = 48;

/**
 * Grouped horizontal bars drawn as SVG (no chart library), with the same numbers in a table beside
 * it: the table is what screen readers read, so the drawing is hidden from them.
 */
export function BarChart({ title, series, groups, groupHeading, testId }: { title: string; series: BarSeries[]; groups: BarGroup[]; groupHeading: string; testId?: string }) {
  const max = Math.max(1, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const groupHeight = LABEL + series.length * (BAR + GAP) + GROUP_GAP;
  const height = Math.max(groupHeight * groups.length, 1);
  const bars: ReactNode[] = [];
  groups.forEach((group, i) => {
    const top = i * groupHeight;
    bars.push(
      <text key={`${group.key}-label`} x={0} y={top + LABEL - 5} fontSize={12} fill="var(--mantine-color-text)">
        {group.label}
      </text>,
    );
    series.forEach((s, j) => {
      const value = group.values[s.key] ?? 0;
      const length = (value / max) * (WIDTH - NUMBER_ROOM);
      const y = top + LABEL + j * (BAR + GAP);
      bars.push(
        <g key={`${group.key}-${s.key}`}>
          <rect x={0} y={y} width={Math.max(length, value > 0 ? 2 : 0)} height={BAR} fill={`var(--mantine-color-${s.color})`} />
          <text x={length + 4} y={y + BAR - 2} fontSize={11} fill="var(--mantine-color-text)">
            {value}
          </text>
        </g>,
      );
    });
  });

  return (
    <figure className={classes.figure} data-testid={testId}>
      <figcaption className={classes.caption}>{title}</figcaption>
      <ul className={classes.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={classes.swatch} style={{ background: `var(--mantine-color-${s.color})` }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className={classes.layout}>
        <svg className={classes.chart} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
          {bars}
        </svg>
        <table className={table.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupHeading}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.key}>
                <th scope="row">{g.label}</th>
                {series.map((s) => (
                  <td key={s.key} data-label={s.label}>
                    {g.values[s.key] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
