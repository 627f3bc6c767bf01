// Telugu texts of the live listing (twin of en-listing.ts; terms as in i18n/glossary.yaml).
import type { enListing } from './en-listing';

export const teListing: Record<keyof typeof enListing, string> = {
  'listing.paused.title': 'ఈ సేవ తాత్కాలికంగా అందుబాటులో లేదు',
  'listing.paused.text': 'ప్రస్తుతం ఈ వెబ్‌సైట్‌లో {service} కోసం అభ్యర్థనలు తీసుకోవడం లేదు. మా సపోర్ట్ టీమ్ WhatsAppలో లేదా ఫోన్‌లో మీకు సహాయం చేస్తుంది, {hours}.',
  'listing.paused.whatsappMessage': 'నమస్తే, నాకు {service} విషయంలో సహాయం కావాలి.',
};
