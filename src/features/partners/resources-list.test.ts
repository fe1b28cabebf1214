import { describe, expect, it } from 'vitest';
import { partnerDocuments } from '@/content/partners';
import { resourcesListText } from './resources-list';

describe('resourcesListText', () => {
  it('numbers every document and includes its title and https link', () => {
    const text = resourcesListText('Michigan Civic Ledger', partnerDocuments, 'https://example.test/partners');
    partnerDocuments.forEach((doc, index) => {
      expect(text).toContain(`Document #${index + 1}: ${doc.title}`);
      expect(text).toContain(doc.url);
    });
    expect(text.startsWith('Michigan Civic Ledger — Partner resources')).toBe(true);
  });
});

describe('partner documents content', () => {
  it('has three documents with https links and https previews', () => {
    expect(partnerDocuments).toHaveLength(3);
    for (const doc of partnerDocuments) {
      expect(new URL(doc.url).protocol).toBe('https:');
      expect(new URL(doc.previewUrl).protocol).toBe('https:');
      expect(doc.previewUrl).toContain(encodeURIComponent(doc.url));
    }
  });
});
