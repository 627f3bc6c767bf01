// Telugu texts that lead a visitor from one task to the next: the twin of en-tasks.ts, key for key.
import type { enTasks } from './en-tasks';

export const teTasks: Record<keyof typeof enTasks, string> = {
  'details.rtoTitle': '{number} కోసం RTO సహాయం',
  'details.rtoText': 'బదిలీ, డూప్లికేట్ RC, హైపోథికేషన్, చిరునామా మార్పు లేదా రద్దు: ఫారం మీ వాహన నంబర్ ముందే నింపి తెరుచుకుంటుంది.',
  'category.vehicle.rtoTitle': 'డూప్లికేట్ RC, హైపోథికేషన్, ఇతర RTO పనులు',
  'category.vehicle.rtoText': 'పత్రాలు, ఫీజులు, RTO సందర్శన అవసరమైన సేవల్లో దశల వారీ సహాయం.',
  'seeAlso.title': 'ఇంకేదైనా వెతుకుతున్నారా?',
  'chat.reply.services': 'ఈ సేవలు సహాయపడతాయి:',
  'chat.reply.service': 'ఈ సేవ సహాయపడుతుంది:',
  'chat.reply.popular': 'ఏ సేవ కోసం? ఎక్కువగా అడిగేవి ఇవి:',
  'chat.reply.documents': '{service} – సిద్ధంగా ఉంచుకోవలసిన పత్రాలు:',
  'chat.reply.fees': 'ఈ పేజీలో అధికారిక మొత్తాలు లేవు: పని మొదలయ్యే ముందే అధికారిక ఫీజు, మా సేవా ఫీజును మా టీమ్ WhatsAppలో చెబుతుంది.',
  'chat.reply.feesOf': '{service} – అధికారిక ఫీజులు:',
  'chat.reply.feesAsk': "అధికారిక ఫీజుల కోసం సేవ పేరు చెప్పండి, ఉదా: 'లైసెన్స్ రెన్యువల్ ఫీజు'.",
  'chat.reply.atLeast': 'మీకు వర్తించే అధికారిక ఫీజులు: కనీసం {amount}; "చొప్పున" అని ఉన్న ఫీజును ఫారం మీ సమాధానాల నుండి లెక్కిస్తుంది (Vahan/Sarathiలో లేదా RTO కౌంటర్‌లో మాత్రమే చెల్లించి, రసీదు దాచుకోండి).',
  'chat.reply.ask': 'మీకు వర్తించే పత్రాలు, ఫీజుల కోసం ఫారంలో లాగే సమాధానం ఇవ్వండి: {question}',
  'chat.reply.forCase': '{service}, మీ సమాధానాలకు: {answers}',
  'chat.choices': 'సమాధానాలు',
  'chat.reply.person': 'మనిషిని అడగాలంటే WhatsAppలో మాకు సందేశం పంపండి.',
};
