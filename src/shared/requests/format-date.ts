import { dateFormat } from '../i18n/date-format';

/** 21 Nov 2026: day first, as dates are read in India (Indian time, wherever the browser is). */
export const formatDate = (iso: string) => dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** 21 Nov 2026, 4:05 pm, of an ISO time or epoch ms (the audit trail's). */
export const formatDateTime = (when: string | number) =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(when));
