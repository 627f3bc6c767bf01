import { ChatWidget } from '../features/chat/chat-widget';
import { ContactSection } from '../features/contact/contact-section';
import { FeedbackSection } from '../features/feedback/feedback-section';
import { HomePage } from '../features/home/home-page';
import { SearchSection } from '../features/search/search-section';
import { StatsSection } from '../features/stats/stats-section';

// The home page's interactive sections come from their own features; this is where they meet.
export default function HomeRoutePage() {
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
