import { dataKindTexts, type DataKind } from '../../core/data-kinds';
import '../i18n/data-kind-texts';
import type { MessageKey } from '../i18n/en';
import { t } from '../i18n/t';
import classes from './data-kind-table.module.css';

const ROWS = ['why', 'where', 'kept', 'to'] as const;

/** One data kind as a table: what it is (the caption), why, where, how long and who receives it. */
export function DataKindTable({ kind, extra }: { kind: Pick<DataKind, 'key' | 'where'>; extra?: string }) {
  const texts = dataKindTexts(kind);
  return (
    <table className={classes.table} data-kind={kind.key}>
      <caption>
        {t(texts.what as MessageKey)}
        {extra && ` ${extra}`}
      </caption>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`notice.${row}`)}</th>
            <td>{t(texts[row] as MessageKey)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
