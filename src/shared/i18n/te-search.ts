// Telugu texts of the service search, key for key the twin of en-search.ts.
import type { enSearch } from './en-search';

export const teSearch: Record<keyof typeof enSearch, string> = {
  'serviceSearch.title': 'సేవను వెతకండి',
  'serviceSearch.text': 'మీకు ఏ పని కావాలో మీ మాటల్లో, తెలుగులో లేదా ఇంగ్లీష్‌లో చెప్పండి: “బండి అమ్మేశాను”, “లైసెన్స్ గడువు ముగిసింది”, “RC poyindi”.',
  'serviceSearch.metaDescription': 'మీకు కావాల్సిన RTO, వాహన లేదా డ్రైవింగ్ లైసెన్స్ సేవను మీ మాటల్లో, తెలుగులో లేదా ఇంగ్లీష్‌లో వెతకండి.',
  'serviceSearch.label': 'మీకు కావాల్సిన సేవ',
  'serviceSearch.hint': 'మీ మాటల్లో, ఉదా: డూప్లికేట్ RC లేదా లైసెన్స్ గడువు ముగిసింది. వాహన నంబర్ కాదు.',
  'serviceSearch.submit': 'సేవలు వెతకండి',
  'serviceSearch.foundOne': '“{query}” కోసం 1 సేవ',
  'serviceSearch.foundMany': '“{query}” కోసం {count} సేవలు',
  'serviceSearch.none': '“{query}” కోసం సరిపోయే సేవ ఏదీ దొరకలేదు.',
  'serviceSearch.empty': 'మీకు ఏమి కావాలో కొన్ని మాటలు టైప్ చేసి, వెతకండి.',
  'serviceSearch.browse': 'లేదా ఒక కేటగిరీ ఎంచుకోండి:',
  'serviceSearch.vehicle': 'వాహన సేవలు',
  'serviceSearch.licence': 'డ్రైవింగ్ లైసెన్స్ సేవలు',
  'serviceSearch.rto': 'RTO సహాయం',
  'serviceSearch.partners': 'వాహన చరిత్ర, అమ్మకం, విలువ',
  'serviceSearch.insurance': 'వాహన ఇన్సూరెన్స్',
  'serviceSearch.contactLead': 'ఏ సేవ కావాలో తెలియడం లేదా?',
  'serviceSearch.contact': 'సంప్రదింపు పేజీలో మమ్మల్ని అడగండి',
};
