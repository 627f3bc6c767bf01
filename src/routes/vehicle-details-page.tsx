import { useSearch } from '@tanstack/react-router';
import VehicleDetailsPage from '../features/search/vehicle-details-page';

export default function VehicleDetailsRoutePage() {
  const { number } = useSearch({ from: '/vehicle-details' });
  // A new number (searched from this page) starts a fresh page rather than reusing the search state.
  return <VehicleDetailsPage key={number ?? ''} raw={number} />;
}
