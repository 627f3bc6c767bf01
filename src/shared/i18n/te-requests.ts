// Telugu texts of recorded requests and /track: the twin of en-requests.ts, key for key.
import type { enRequests } from './en-requests';

export const teRequests: Record<keyof typeof enRequests, string> = {
  'form.trackRequest': 'ఈ అభ్యర్థనను ట్రాక్ చేయండి',
  'record.saving': 'మీరు ట్రాక్ చేయడానికి వీలుగా ఈ అభ్యర్థనను సేవ్ చేస్తున్నాం…',
  'record.queued':
    'కనెక్షన్ విఫలమైంది, కాబట్టి ఈ అభ్యర్థన ట్రాకింగ్ కోసం ఇంకా సేవ్ కాలేదు. ఇది ఈ ఫోన్‌లోనే ఉంటుంది; తదుపరి సారి కనెక్షన్‌తో పోర్టల్ తెరిచినప్పుడు సేవ్ అవుతుంది.',
  'record.retry': 'ఇప్పుడు మళ్లీ ప్రయత్నించండి',
  'record.refused': 'ఈ అభ్యర్థనను ట్రాకింగ్ కోసం సేవ్ చేయలేకపోయాం. మీ WhatsApp సందేశానికి ఏ ఇబ్బందీ లేదు: దాన్ని పంపండి, టీమ్ అక్కడే జవాబిస్తుంది.',
  'form.stored':
    'అభ్యర్థనను ట్రాక్ చేయడానికి సర్వీస్ నంబర్, సేవ, సమయం, మీ మొబైల్ నంబర్, వాహన నంబర్ మాత్రమే ఉంచుకుంటాం. మిగతా ప్రతి వివరం మీ WhatsApp సందేశంలో మాత్రమే వెళ్తుంది.',
  'unsent.title': 'ఇంకా WhatsAppలో పంపలేదు',
  'unsent.text': 'కనెక్షన్ లేనప్పుడు మీరు దీన్ని పంపారు, కాబట్టి ఇది WhatsAppకు చేరలేదు. దీన్ని తెరిచి, సమాధానాలు సరిచూసుకుని పంపండి. దీని సమాధానాలు ఈ ఫోన్‌లో {days} రోజుల వరకు ఉంటాయి.',
  'unsent.textMany': 'కనెక్షన్ లేనప్పుడు మీరు వీటిని పంపారు, కాబట్టి ఇవి WhatsAppకు చేరలేదు. ఒకదాన్ని తెరిచి, సమాధానాలు సరిచూసుకుని పంపండి. వీటి సమాధానాలు ఈ ఫోన్‌లో {days} రోజుల వరకు ఉంటాయి.',
  'unsent.later': 'తర్వాత',
  'track.title': 'మీ అభ్యర్థనను ట్రాక్ చేయండి',
  'track.metaDescription': 'పోర్టల్ ద్వారా పంపిన అభ్యర్థన స్థితిని దాని సర్వీస్ నంబర్, మీ మొబైల్ నంబర్‌తో చూడండి.',
  'track.text': 'ఫారంలో చూపిన సర్వీస్ నంబర్, అభ్యర్థనలో ఇచ్చిన మొబైల్ నంబర్ నమోదు చేయండి.',
  'track.serviceNumber': 'సర్వీస్ నంబర్',
  'track.serviceNumberHint': 'ఉదా: VS123456042',
  'track.phone': 'మొబైల్ నంబర్',
  'track.phoneHint': 'అభ్యర్థనలో నమోదు చేసిన మొబైల్ నంబర్, లేదా సైన్ ఇన్ చేసి పంపితే మీ ఖాతా నంబర్.',
  'track.submit': 'స్థితి చూడండి',
  'track.checking': 'చూస్తున్నాం…',
  'track.numberRequired': 'దయచేసి సర్వీస్ నంబర్ నమోదు చేయండి.',
  'track.numberInvalid': 'దయచేసి సరైన సర్వీస్ నంబర్ నమోదు చేయండి: 2 నుండి 5 అక్షరాలు, తర్వాత 9 అంకెలు, ఉదా: TOO 123 456 789.',
  'track.waiting':
    'మీ WhatsApp సందేశం సపోర్ట్ టీమ్‌కు ఇంకా కనిపించలేదు. మీరు WhatsAppలో Send నొక్కకపోతే, ఫారాన్ని దాని పేజీ నుండి మళ్లీ పంపండి, లేదా మీ సర్వీస్ నంబర్‌తో మాకు రాయండి.',
  'track.waitingLink': 'WhatsAppలో మాకు సందేశం పంపండి',
  'requests.status.waiting': 'మీ WhatsApp సందేశం కోసం ఎదురుచూస్తున్నాం',
  'requests.status.received': 'అందింది',
  'requests.status.in_progress': 'పని జరుగుతోంది',
  'requests.status.completed': 'పూర్తయింది',
  'requests.status.closed': 'ముగిసింది',
  'requests.status.unknown': 'తెలియదు',
  'requests.updates': 'ఈ అభ్యర్థన స్థితి మారినప్పుడు నాకు సందేశం పంపండి',
  'requests.updatesHint': 'స్థితి మారిన ప్రతిసారీ, టీమ్ గమనికతో, అభ్యర్థనలోని మొబైల్ నంబర్‌కు సందేశం.',
  'requests.updatesFailed': 'సేవ్ చేయలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  'requests.reason': 'కారణం',
  'requests.sentOn': '{date}న పంపారు',
  'requests.timeline': 'కాలక్రమం',
};
