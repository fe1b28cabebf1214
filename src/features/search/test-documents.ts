import type { SearchDocument, SearchKind } from './search-document';

/** Small hand-written documents for the search module's tests. */
export function doc(id: string, kind: SearchKind, title: string, body = '', extra: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id: `${kind}:${id}`,
    kind,
    title,
    body,
    category: kind === 'news' ? 'Politics/Government' : kind === 'blog' ? 'Blog' : kind === 'faq' ? 'FAQ' : 'State News',
    date: '2026-11-20T12:00:00.000Z',
    href: kind === 'news' ? `https://example.com/${id}` : `/${kind}/${id}`,
    external: kind === 'news',
    ...extra,
  };
}

export const testDocuments: readonly SearchDocument[] = [
  doc('budget', 'news', 'Lansing lawmakers debate the state budget', 'The House and Senate traded proposals on road funding and school aid.'),
  doc('roads', 'news', 'Road repairs planned across Kent County', 'Crews will resurface several miles of county roads this summer; the budget was approved in spring.'),
  doc('election', 'news', 'Clerks prepare for the November election', 'Absentee ballots go out next week in Wayne, Oakland and Macomb counties.'),
  doc('notes', 'blog', 'Michigan civic notes: how a bill becomes law', 'A walk through committee hearings, floor votes and the governor’s desk.'),
  doc('subscribe', 'faq', 'How do I subscribe to the newsletter?', 'Use the sign-up box at the bottom of any page. We send one email a week about Michigan civic life.'),
  doc('corrections', 'faq', 'How do you handle corrections?', 'We correct errors promptly and note the change at the end of the story.'),
  doc('state', 'section', 'Sample: what the state budget means for schools', 'A sample article explaining per-pupil funding.', { date: null }),
];
