// Telugu texts that lead a visitor from one task to the next: the twin of en-tasks.ts, key for key.
import type { enTasks } from './en-tasks';

export const teTasks: Record<keyof typeof enTasks, string> = {
  'details.rtoTitle': '{number} కోసం RTO సహాయం',
  'details.rtoText': 'బదిలీ, డూప్లికేట్ RC, హైపోథికేషన్, చిరునామా మార్పు లేదా రద్దు: ఫారం మీ వాహన నంబర్ ముందే నింపి తెరుచుకుంటుంది.',
  'category.vehicle.rtoTitle': 'RC బదిలీ, డూప్లికేట్ RC, ఇతర RTO పనులు',
  'category.vehicle.rtoText': 'పత్రాలు, ఫీజులు, RTO సందర్శన అవసరమైన సేవల్లో దశల వారీ సహాయం.',
  'seeAlso.title': 'ఇంకేదైనా వెతుకుతున్నారా?',
  'chat.reply.services': 'ఈ సేవలు సహాయపడతాయి:',
  'chat.reply.service': 'ఈ సేవ సహాయపడుతుంది:',
  'chat.reply.popular': 'ఏ సేవ కోసం? ఎక్కువగా అడిగేవి ఇవి:',
  'chat.reply.documents': '{service} – సిద్ధంగా ఉంచుకోవలసిన పత్రాలు:',
  'chat.reply.fees': 'ఫీజులు సేవను, వాహనాన్ని బట్టి మారతాయి. పని మొదలయ్యే ముందే అధికారిక RTO ఫీజు, మా సర్వీస్ ఛార్జీని మా టీమ్ WhatsAppలో చెబుతుంది.',
  'chat.reply.person': 'మనిషిని అడగాలంటే WhatsAppలో మాకు సందేశం పంపండి.',
};
