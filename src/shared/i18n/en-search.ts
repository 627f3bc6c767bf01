// English texts of the service search (/search and the home page's box). The server words the
// results page without JavaScript from this same file (src/server/search/search-page.ts).
export const enSearch = {
  'serviceSearch.title': 'Find a Service',
  'serviceSearch.text': 'Say what you need done in your own words, in English or Telugu: “sold my car”, “licence expired”, “RC poyindi”.',
  'serviceSearch.metaDescription': 'Find the RTO, vehicle or driving licence service you need by what you want done, in English or Telugu.',
  'serviceSearch.label': 'Service you need',
  'serviceSearch.hint': 'In your own words, e.g. duplicate RC or licence expired. Not a vehicle number.',
  'serviceSearch.submit': 'Search services',
  'serviceSearch.foundOne': '1 service for “{query}”',
  'serviceSearch.foundMany': '{count} services for “{query}”',
  'serviceSearch.none': 'No service matches “{query}”.',
  'serviceSearch.empty': 'Type a few words about what you need, then search.',
  'serviceSearch.browse': 'Or choose a category:',
  'serviceSearch.vehicle': 'Vehicle Services',
  'serviceSearch.licence': 'Driving Licence Services',
  'serviceSearch.rto': 'RTO Assistance',
  'serviceSearch.partners': 'Check, Sell or Value Your Vehicle',
  'serviceSearch.insurance': 'Vehicle Insurance',
  'serviceSearch.contactLead': 'Not sure which one?',
  'serviceSearch.contact': 'Ask us on the contact page',
} as const;
