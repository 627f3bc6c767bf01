// English texts of the guide a service page shows before its terms or form, its official references
// and the documents summary above the form.
export const enGuide = {
  'guide.about': 'About this service',
  'guide.documents': 'Documents to keep ready',
  'guide.steps': 'Steps',
  'guide.fee': 'Fee',
  'guide.sources': 'Official references',
  'guide.reviewed': 'Last reviewed {date}',
  'guide.documentsSummary': 'Documents to keep ready ({count})',
  'guide.onlyIf': 'Only if {case}',
} as const;
