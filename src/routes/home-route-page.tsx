import { ChatWidget } from '../features/chat/chat-widget';
import { ContactSection } from '../features/contact/contact-section';
import { FeedbackSection } from '../features/feedback/feedback-section';
import { HomePage } from '../features/home/home-page';
import { SearchSection } from '../features/search/search-section';
import { ServiceSearchSection } from '../features/search/service-search-section';
import { StatsSection } from '../features/stats/stats-section';
import { Island } from '../shared/islands/island';

// The home page's interactive sections come from their own features; this is where they meet, each
// an island hydrated when it is wanted (docs/architecture.md, "Islands").
export default function HomeRoutePage() {
  return (
    <HomePage
      serviceSearch={<ServiceSearchSection />}
      search={<Island name="search" component={SearchSection} props={{}} hydrate="visible" />}
      stats={<Island name="stats" component={StatsSection} props={{}} hydrate="visible" />}
      contact={<Island name="contact" component={ContactSection} props={{}} hydrate="visible" />}
      feedback={<Island name="feedback" component={FeedbackSection} props={{}} hydrate="visible" />}
      chat={<Island name="chat" component={ChatWidget} props={{}} hydrate="interaction" />}
    />
  );
}
