// English texts of the live listing: the page of a service an admin has paused.
export const enListing = {
  'listing.paused.title': 'This service is temporarily unavailable',
  'listing.paused.text': 'We are not taking requests for {service} on this website right now. Our support team can still help you on WhatsApp or by phone, {hours}.',
  'listing.paused.whatsappMessage': 'Hello, I need help with {service}.',
} as const;
