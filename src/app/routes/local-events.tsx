import { env } from '@/config/env';
import { fixedEvents } from '@/content/events';
import { EventsPage } from '@/features/events/events-page';

export default function LocalEventsRoute() {
  return <EventsPage events={fixedEvents} embedUrl={env.eventsEmbedUrl} />;
}
