// Telugu texts of the last steps of a service form: the twin of en-review.ts, key for key.
import type { enReview } from './en-review';

export const teReview: Record<keyof typeof enReview, string> = {
  'review.continue': 'కొనసాగండి',
  'review.title': 'మీ సమాధానాలు సరిచూసుకోండి',
  'review.text': 'మా టీమ్ ఈ సమాధానాలనే చదువుతుంది. ఏదైనా తప్పుగా ఉంటే మార్చి, తర్వాత పంపండి.',
  'review.change': 'మార్చండి',
  'review.changeField': '{label} మార్చండి',
  'review.documents': 'మీరు సిద్ధంగా ఉంచుకోవలసిన పత్రాలు',
  'form.loading': 'ఫారం లోడ్ అవుతోంది…',
  'next.title': 'తర్వాత ఏమి జరుగుతుంది',
  'next.pressSend': 'WhatsAppలో పంపే బటన్ (➤) నొక్కే వరకు మా టీమ్‌కు ఏమీ చేరదు.',
  'next.answer': 'మా టీమ్ పని వేళల్లో అదే WhatsApp చాట్‌లో జవాబిస్తుంది: {hours}.',
  'next.documents': 'పైన చూపిన పత్రాల ఫోటోలు అడుగుతారు.',
  'next.track': 'మీ సర్వీస్ నంబర్ {number}తో ఎప్పుడైనా స్థితిని చూసుకోవచ్చు.',
};
