// Every island by the name its <Island> gives it (src/shared/islands/island-name.ts): the browser's
// islands entry (src/islands.tsx) loads each one's code from here, so each island is its own chunk
// and a page downloads only the islands it has.
import type { ComponentType } from 'react';
import type { IslandName } from '../shared/islands/island-name';

type IslandLoader = () => Promise<ComponentType<never>>;

export const ISLANDS: Record<IslandName, IslandLoader> = {
  header: () => import('../shared/layout/header-island').then((m) => m.HeaderIsland),
  'hero-search': () => import('../features/home/hero-search-link').then((m) => m.HeroSearchLink),
  services: () => import('../features/home/services-section').then((m) => m.ServicesSection),
  partners: () => import('../features/home/partners-section').then((m) => m.PartnersSection),
  rto: () => import('../features/home/rto-section').then((m) => m.RtoSection),
  'telugu-suggestion': () => import('../features/home/telugu-suggestion').then((m) => m.TeluguSuggestion),
  search: () => import('../features/search/search-section').then((m) => m.SearchSection),
  stats: () => import('../features/stats/stats-section').then((m) => m.StatsSection),
  contact: () => import('../features/contact/contact-section').then((m) => m.ContactSection),
  feedback: () => import('../features/feedback/feedback-section').then((m) => m.FeedbackSection),
  chat: () => import('../features/chat/chat-widget').then((m) => m.ChatWidget),
  category: () => import('../features/listings/category-page').then((m) => m.CategoryPage),
  'rto-assistance': () => import('../features/listings/rto-assistance-page').then((m) => m.RtoAssistancePage),
  'partner-services': () => import('../features/listings/partner-services-page').then((m) => m.PartnerServicesPage),
  sitemap: () => import('../features/sitemap/sitemap-links').then((m) => m.SitemapLinks),
  login: () => import('../features/auth/login-form').then((m) => m.LoginForm),
  signup: () => import('../features/auth/signup-form').then((m) => m.SignupForm),
  'forgot-password': () => import('../features/auth/forgot-password-form').then((m) => m.ForgotPasswordForm),
  track: () => import('../features/requests/track-form').then((m) => m.TrackForm),
  grievance: () => import('../features/grievance/grievance-form').then((m) => m.GrievanceForm),
  'grievance-answer': () => import('../features/grievance/grievance-lookup-form').then((m) => m.GrievanceLookupForm),
  request: () => import('../engine/request-island').then((m) => m.RequestIsland),
  'fix-link': () => import('../engine/fix-link-island').then((m) => m.FixLinkIsland),
  'unsent-requests': () => import('../engine/unsent-requests-notice').then((m) => m.UnsentRequestsNotice),
  insurance: () => import('../engine/insurance-island').then((m) => m.InsuranceIsland),
  'service-search': () => import('../features/search/service-search-form').then((m) => m.ServiceSearchForm),
};
