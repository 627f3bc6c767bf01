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
};
