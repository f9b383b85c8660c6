import { describe, expect, it } from '@jest/globals';
import { isRecordableSize, pageWarnings } from './page-checks';
import type { CheckSettings, PageFacts } from './page-facts';

const all: CheckSettings = { pageSize: true, resolution: true, blackAndWhite: true, topMargin: true, blankPage: true };
const clean: PageFacts = {
  page: 1,
  widthInches: 8.5,
  heightInches: 11,
  dpi: 300,
  scan: 'blackAndWhite',
  ink: { top: 0, page: 0.05 },
  examined: true,
};

describe('the page checks', () => {
  it('take letter and legal either way up, within an eighth of an inch', () => {
    expect(isRecordableSize(8.5, 11)).toBe(true);
    expect(isRecordableSize(14, 8.5)).toBe(true);
    expect(isRecordableSize(8.45, 11.1)).toBe(true);
    expect(isRecordableSize(8.5, 11.25)).toBe(false);
    expect(isRecordableSize(8.27, 11.69)).toBe(false);
  });

  it('find nothing on a clean page, and name the page of what they find', () => {
    expect(pageWarnings(clean, all)).toEqual([]);
    const bad: PageFacts = { ...clean, page: 3, dpi: 150, scan: 'greyscale' };
    expect(pageWarnings(bad, all).map((w) => w.message)).toEqual([
      'Page 3 is scanned at 150 dpi; at least 200 dpi is required.',
      'Page 3 is scanned in greyscale; pages must be scanned in black and white.',
    ]);
  });

  it('look for the stamp’s room on the first page only, and call a blank page blank rather than short of room', () => {
    expect(pageWarnings({ ...clean, ink: { top: 0.02, page: 0.05 } }, all).map((w) => w.check)).toEqual(['topMargin']);
    expect(pageWarnings({ ...clean, page: 2, ink: { top: 0.02, page: 0.05 } }, all)).toEqual([]);
    expect(pageWarnings({ ...clean, ink: { top: 0.0001, page: 0.0001 } }, all).map((w) => w.check)).toEqual([
      'blankPage',
    ]);
  });

  it('say so of a page they could not examine, and keep quiet about what the county does not ask', () => {
    expect(pageWarnings({ ...clean, examined: false }, all).map((w) => w.check)).toEqual(['notExamined']);
    const none = { pageSize: false, resolution: false, blackAndWhite: false, topMargin: false, blankPage: false };
    expect(pageWarnings({ ...clean, examined: false, dpi: 72, scan: 'colour' }, none)).toEqual([]);
  });
});
