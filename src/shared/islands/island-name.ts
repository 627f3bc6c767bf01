/**
 * Every island by name: an <Island> names one of these, and the browser's registry
 * (src/app/island-registry.ts) must load each, so a name missing there or misspelt anywhere fails
 * the typecheck rather than a page in the browser.
 */
export type IslandName =
  | 'header'
  | 'hero-search'
  | 'services'
  | 'partners'
  | 'rto'
  | 'telugu-suggestion'
  | 'search'
  | 'stats'
  | 'contact'
  | 'feedback'
  | 'chat'
  | 'category'
  | 'rto-assistance'
  | 'partner-services'
  | 'sitemap'
  | 'login'
  | 'signup'
  | 'forgot-password'
  | 'track'
  | 'grievance'
  | 'grievance-answer'
  | 'request'
  | 'fix-link'
  | 'unsent-requests'
  | 'insurance'
  | 'service-search';
