import { ServiceSearchPage } from '../features/search/service-search-page';

export default function SearchRoutePage() {
  return <ServiceSearchPage />;
}
