import { createRoute } from '@tanstack/react-router';
import { ChatWidget } from '../features/chat/chat-widget';
import { ContactSection } from '../features/contact/contact-section';
import { FeedbackSection } from '../features/feedback/feedback-section';
import { HomePage } from '../features/home/home-page';
import { SearchSection } from '../features/search/search-section';
import { StatsSection } from '../features/stats/stats-section';
import { t } from '../shared/i18n/t';
import { pageHead } from './page-head';
import { rootRoute } from './root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () => pageHead(t('home.metaTitle'), t('home.metaDescription')),
  component: Home,
});

// The home page's interactive sections come from their own features; this is where they meet.
function Home() {
  return (
    <HomePage
      search={<SearchSection />}
      stats={<StatsSection />}
      contact={<ContactSection />}
      feedback={<FeedbackSection />}
      chat={<ChatWidget />}
    />
  );
}
