import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultSection, type SectionName, type SectionValues } from './index';
import { configMessages as m } from './messages';

const problems = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const parse = <S extends SectionName>(section: S, input: unknown) =>
  countyConfigSections[section].schema.parse(input) as SectionValues<S>;
const rows = (count: number, row: object) => Array.from({ length: count }, () => row);

describe('common', () => {
  it('defaults to the spec, in the MP state and the Saipan time zone', () => {
    expect(defaultSection('common')).toMatchObject({
      appTitle: 'Land Record Portal',
      bookLabel: 'Book',
      torrensLabel: 'Torrens',
      stateCode: 'MP',
      timeZone: 'Pacific/Saipan',
    });
  });

  it.each([['countyName'], ['appTitle'], ['bookLabel'], ['torrensLabel']])('requires %s', (field) => {
    expect(problems('common', { [field]: '  ' })).toEqual([[field, m.required.text]]);
    expect(problems('common', { [field]: null })).toEqual([[field, m.required.text]]);
  });

  it.each<[object, string, string]>([
    [{ bookLabel: 'B'.repeat(31) }, 'bookLabel', m.max({ max: 30 }).text],
    [{ contactPhone: '555-0142' }, 'contactPhone', m.phone.text],
    [{ contactEmail: 'recorder at county' }, 'contactEmail', m.email.text],
    [{ stateCode: 'XX' }, 'stateCode', m.state.text],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', m.timeZone.text],
  ])('%j: %s %s', (input, path, message) => {
    expect(problems('common', input)).toEqual([[path, message]]);
  });

  it('formats a ten-digit phone as (612) 555-1234', () => {
    expect(parse('common', { contactPhone: '670.555.0142', contactEmail: ' recorder@county.gov ' })).toMatchObject({
      contactPhone: '(670) 555-0142',
      contactEmail: 'recorder@county.gov',
    });
  });
});

describe('paragraph lists', () => {
  const news = { heading: 'Office closed', paragraphContent: 'On Liberation Day.' };
  const link = { description: 'Recorder', url: 'https://recorder.county.gov/' };

  it('hold at most 50 rows, saying paragraphs or links', () => {
    expect(problems('latestNews', { paragraphs: rows(51, news) })).toEqual([['paragraphs', m.paragraphLimit.text]]);
    expect(problems('loginPageLatestNews', { paragraphs: rows(51, news) })).toEqual([
      ['paragraphs', m.paragraphLimit.text],
    ]);
    expect(problems('externalLinks', { paragraphs: rows(51, link) })).toEqual([['paragraphs', m.linkLimit.text]]);
    expect(parse('latestNews', { paragraphs: rows(50, news) }).paragraphs).toHaveLength(50);
  });

  it('drop blank rows', () => {
    const saved = parse('latestNews', { paragraphs: [{}, news, { heading: ' ', paragraphContent: '' }] });
    expect(saved.paragraphs).toEqual([news]);
  });

  it('want a link to have both a description and a web address', () => {
    expect(problems('externalLinks', { paragraphs: [{ description: 'Recorder' }] })).toEqual([
      ['paragraphs.0.url', m.required.text],
    ]);
    expect(problems('externalLinks', { paragraphs: [{ url: 'https://a.gov' }] })).toEqual([
      ['paragraphs.0.description', m.required.text],
    ]);
    expect(problems('externalLinks', { paragraphs: [{ description: 'x', url: 'javascript:alert(1)' }] })).toEqual([
      ['paragraphs.0.url', m.url.text],
    ]);
  });

  it('keep the login links at exactly 12 rows, blanks in their places', () => {
    expect(defaultSection('loginPageLinks').paragraphs).toHaveLength(12);
    expect(problems('loginPageLinks', { paragraphs: [link] })).toEqual([['paragraphs', m.loginLinksCount.text]]);
    const saved = parse('loginPageLinks', { paragraphs: [...rows(11, {}), link] });
    expect(saved.paragraphs[11]).toEqual(link);
    expect(saved.paragraphs[0]).toEqual({ description: '', url: '' });
  });
});

describe('login page slides and registration', () => {
  it('take 1 to 6 slides', () => {
    expect(defaultSection('loginPageSlides').numberOfSlides).toBe(1);
    expect(parse('loginPageSlides', { numberOfSlides: '6' }).numberOfSlides).toBe(6);
    expect(problems('loginPageSlides', { numberOfSlides: 7 })).toEqual([['numberOfSlides', m.slides.text]]);
    expect(problems('loginPageSlides', { numberOfSlides: 0 })).toEqual([['numberOfSlides', m.slides.text]]);
  });

  it('require the email expiry, 4 hours by default', () => {
    expect(defaultSection('loginPageRegistration')).toEqual({
      forgotPasswordLink: true,
      selfRegistration: true,
      emaileExpireIn: 4,
    });
    expect(problems('loginPageRegistration', { emaileExpireIn: '' })).toEqual([['emaileExpireIn', m.required.text]]);
    expect(problems('loginPageRegistration', { emaileExpireIn: null })).toEqual([['emaileExpireIn', m.required.text]]);
    expect(problems('loginPageRegistration', { emaileExpireIn: 0 })).toEqual([['emaileExpireIn', m.atLeastOne.text]]);
    expect(problems('loginPageRegistration', { emaileExpireIn: 169 })).toEqual([
      ['emaileExpireIn', m.emailExpiryMaximum.text],
    ]);
    expect(problems('loginPageRegistration', { emaileExpireIn: 'soon' })).toEqual([
      ['emaileExpireIn', m.wholeNumber.text],
    ]);
  });
});

describe('notable dates, home selections, reports', () => {
  it('take MM/DD/YYYY dates that exist, or blank', () => {
    const saved = parse('notableDates', { abstractPosted: '06/30/2024', lienImageThru: '' });
    expect(saved).toMatchObject({ showNotableDates: true, abstractPosted: '06/30/2024', lienImageThru: '' });
    expect(problems('notableDates', { torrensVerified: '02/30/2024' })).toEqual([
      ['torrensVerified', m.dateFormat.text],
    ]);
    expect(problems('notableDates', { torrensVerified: '2024-02-01' })).toEqual([
      ['torrensVerified', m.dateFormat.text],
    ]);
  });

  it('turn every home card on by default', () => {
    const selections = defaultSection('homeSelections');
    expect(Object.entries(selections).filter(([, on]) => on === false)).toEqual([]);
    expect(problems('homeSelections', { transactions: 'yes' })).toEqual([['transactions', m.yesOrNo.text]]);
  });

  it('offer every report by default, each with a county note', () => {
    expect(defaultSection('reports')).toMatchObject({ statementReport: true, accountTypeReportCountyNote: '' });
  });
});
