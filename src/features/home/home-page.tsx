import type { ReactNode } from 'react';
import { Island } from '../../shared/islands/island';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';
import { InsuranceSection } from './insurance-section';
import { PartnersSection } from './partners-section';
import { RtoSection } from './rto-section';
import { ServicesSection } from './services-section';
import { TeluguSuggestion } from './telugu-suggestion';

export interface HomeSlots {
  /** The service search ("sold my car"), under the hero: what most visitors come for. */
  serviceSearch: ReactNode;
  search: ReactNode;
  stats: ReactNode;
  contact: ReactNode;
  feedback: ReactNode;
  chat: ReactNode;
}

/**
 * The home page, its sections in order (hero, service search, services, partners, insurance, RTO, search, statistics,
 * contact, feedback, about). The interactive sections belong to their own features
 * (features never import each other), so the route hands them in.
 */
export function HomePage({ serviceSearch, search, stats, contact, feedback, chat }: HomeSlots) {
  return (
    <>
      <HeroSection />
      {serviceSearch}
      {/* The card sections are islands only for the admins' run-time changes to the listing. */}
      <Island name="services" component={ServicesSection} props={{}} hydrate="listing-changes" />
      <Island name="partners" component={PartnersSection} props={{}} hydrate="listing-changes" />
      <InsuranceSection />
      <Island name="rto" component={RtoSection} props={{}} hydrate="listing-changes" />
      {search}
      {stats}
      {contact}
      {feedback}
      <AboutSection />
      {chat}
      <Island name="telugu-suggestion" component={TeluguSuggestion} props={{}} hydrate="language-suggestion" />
    </>
  );
}
