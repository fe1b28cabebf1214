import { describe, expect, it } from 'vitest';
import { pageTitle, site, staffByline } from './site';

describe('editor settings in site config', () => {
  it('the featured video is off (null) or an 11-character YouTube id with a real title', () => {
    const video = site.featuredVideo;
    if (video === null) return;
    expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(video.title.trim().length).toBeGreaterThan(3);
    expect(video.title).not.toMatch(/^featured video$/i);
  });

  it('the time zone is one the browser and the build both know', () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone })).not.toThrow();
    expect(site.timeZone).toBe('America/Detroit');
  });

  it('default keywords exist for pages without their own', () => {
    expect(site.keywords.length).toBeGreaterThan(2);
    for (const keyword of site.keywords) expect(keyword.trim()).toBe(keyword);
  });

  it('stories without a named author are bylined "{publication} Staff"', () => {
    expect(staffByline).toBe(`${site.name} Staff`);
    expect(pageTitle('FAQ')).toBe(`FAQ | ${site.name}`);
  });
});
