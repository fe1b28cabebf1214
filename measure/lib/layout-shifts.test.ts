import { describe, expect, it } from 'vitest';
import { shiftLines } from './layout-shifts.mjs';

describe('shiftLines', () => {
  it('names the element of each shift, its score and the causes Chrome gives', () => {
    const audit = {
      details: {
        items: [
          {
            node: { type: 'node', selector: 'main > section#opinion', nodeLabel: 'Opinion\n  View all' },
            score: 0.0243,
            subItems: { items: [{ cause: 'Web font loaded', extra: { type: 'url', value: 'http://127.0.0.1/fonts/a.woff2' } }, { cause: 'Media element lacking an explicit size', extra: { type: 'node', selector: 'img.card' } }] },
          },
          { score: 0.001 },
        ],
      },
    };
    expect(shiftLines(audit)).toBe(
      '    layout shift 0.0243: main > section#opinion ("Opinion View all"); causes: Web font loaded: http://127.0.0.1/fonts/a.woff2, Media element lacking an explicit size: img.card\n' +
        '    layout shift 0.0010: an element Chrome could not name\n',
    );
  });

  it('says nothing when nothing shifted or the audit is missing', () => {
    expect(shiftLines({ details: { items: [] } })).toBe('');
    expect(shiftLines({ details: { items: [{ score: 0 }] } })).toBe('');
    expect(shiftLines(undefined)).toBe('');
  });
});
