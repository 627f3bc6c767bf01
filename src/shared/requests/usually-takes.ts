// "Usually takes 30 working days": a request's expected time as /track and the console say it.
import type { ExpectedTimeView } from '../api/answers';
import { t } from '../i18n/t';

export function usuallyTakesText(time: ExpectedTimeView): string {
  return time.days === 1 ? t(`requests.usuallyTakes.${time.counting}.one`) : t(`requests.usuallyTakes.${time.counting}`, { days: time.days });
}
