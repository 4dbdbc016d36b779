import { describe, expect, it } from 'vitest';
import { siteSections } from './site-map';

describe('site map', () => {
  it('has the five menus of the navigation, each with links', () => {
    expect(siteSections.map((section) => section.label)).toEqual([
      'Services',
      'Industries',
      'Partners',
      'Resources',
      'Company',
    ]);
    for (const section of siteSections) expect(section.links.length).toBeGreaterThan(0);
  });

  it('links every industry page', () => {
    const industries = siteSections.find((section) => section.id === 'industries');
    expect(industries?.links.map((link) => link.to)).toEqual([
      '/industries/healthcare',
      '/industries/financial',
      '/industries/technology',
      '/industries/education',
      '/industries/government',
      '/industries/retail',
    ]);
  });
});
