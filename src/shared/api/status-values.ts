// A refusal that names request statuses ("A completed request cannot be marked in progress") fills
// its {from} with English words for other clients and sends the status's name beside it, in
// `fromStatus`: the page shows that status's own label in its language (requests.status.<name>), as
// the badge does, never an English word inside a Telugu sentence.
import { isRequestStatus } from '../../core/request-status';
import { t } from '../i18n/t';

type Values = Record<string, string | number>;

const SUFFIX = 'Status';

export function withStatusLabels(values: Values): Values {
  const labels = Object.entries(values).flatMap(([name, value]) =>
    name.endsWith(SUFFIX) && isRequestStatus(value) ? [[name.slice(0, -SUFFIX.length), t(`requests.status.${value}`)]] : [],
  );
  return { ...values, ...Object.fromEntries(labels) };
}
