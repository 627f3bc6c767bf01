import { CategoryPage } from '../features/listings/category-page';
import { PartnerServicesPage } from '../features/listings/partner-services-page';
import { RtoAssistancePage } from '../features/listings/rto-assistance-page';
import { Island } from '../shared/islands/island';

// The listing pages are islands pages: each is one island, hydrated only to show the admins' run-time
// changes to the listing (a paused service, a card's text, the order); its cards are plain links.
export function VehicleCategoryRoutePage() {
  return <Island name="category" component={CategoryPage} props={{ category: 'vehicle' }} hydrate="listing-changes" />;
}

export function LicenceCategoryRoutePage() {
  return <Island name="category" component={CategoryPage} props={{ category: 'driving-licence' }} hydrate="listing-changes" />;
}

export function RtoAssistanceRoutePage() {
  return <Island name="rto-assistance" component={RtoAssistancePage} props={{}} hydrate="listing-changes" />;
}

export function PartnerServicesRoutePage() {
  return <Island name="partner-services" component={PartnerServicesPage} props={{}} hydrate="listing-changes" />;
}
