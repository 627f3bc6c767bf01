// Telugu texts of a service page's guide: the twin of en-guide.ts, key for key.
import type { enGuide } from './en-guide';

export const teGuide: Record<keyof typeof enGuide, string> = {
  'guide.about': 'ఈ సేవ గురించి',
  'guide.documents': 'సిద్ధంగా ఉంచుకోవలసిన పత్రాలు',
  'guide.steps': 'దశలు',
  'guide.fee': 'ఫీజు',
  'guide.sources': 'అధికారిక ఆధారాలు',
  'guide.reviewed': '{date}న చివరిసారి సమీక్షించారు',
  'guide.documentsSummary': 'సిద్ధంగా ఉంచుకోవలసిన పత్రాలు ({count})',
  'guide.onlyIf': '{case} అయితేనే',
  'guide.caseAnswer': '‘{question}’ ప్రశ్నకు మీ సమాధానం ‘{answers}’',
  'guide.caseOr': '’ లేదా ‘',
  'guide.caseAnd': ' అయి, ',
  'fees.paidOn.sarathi': 'Sarathiలో చెల్లించాలి',
  'fees.paidOn.vahan': 'Vahanలో చెల్లించాలి',
  'fees.paidOn.rto-counter': 'RTO కౌంటర్‌లో చెల్లించాలి',
  'fees.paidOn.post': 'పోస్టాఫీసులో చెల్లించాలి',
  'fees.each': '{amount} చొప్పున',
  'fees.times': '{amount} చొప్పున {count} సార్లు',
  'fees.asOf': '{date} నాటికి',
  'fees.payOnly': 'అధికారిక ఫీజులను Vahan/Sarathiలో లేదా RTO కౌంటర్‌లో మాత్రమే చెల్లించి, రసీదు దాచుకోండి.',
  'fees.official': 'మీకు వర్తించే అధికారిక ఫీజులు: {amount} (Vahan/Sarathiలో లేదా RTO కౌంటర్‌లో మాత్రమే చెల్లించి, రసీదు దాచుకోండి).',
  'fees.service': 'మా సేవా ఫీజు: {amount}',
  'fees.serviceNone': 'మా సేవా ఫీజు: ఏమీ లేదు',
};
