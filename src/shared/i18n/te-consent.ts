// Telugu texts of the send step's consents (en-consent.ts).
import type { enConsent } from './en-consent';

export const teConsent: Record<keyof typeof enConsent, string> = {
  'consent.statusTexts': 'ఈ అభ్యర్థన స్థితి మారినప్పుడు నాకు SMS పంపండి (తప్పనిసరి కాదు)',
  'consent.statusTextsHint': 'ట్రాక్ పేజీలో ఎప్పుడైనా SMSలను ఆపవచ్చు.',
  'consent.requestSend': 'పంపే బటన్ నొక్కితే, “మేము ఏమి ఉంచుకుంటాం, ఎందుకు” చెప్పినట్టు, ఈ అభ్యర్థనను సిద్ధం చేసి మా టీమ్‌కు అందించడానికి మీరు అనుమతిస్తున్నారు.',
};
