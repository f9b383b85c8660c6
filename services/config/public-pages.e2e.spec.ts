import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { apiClient, clientWithSession, type ApiClient } from '../../tests/support/api-client';
import { testContext } from '../../tests/support/context';
import { requiredFieldsOf, type SectionName } from '@landrecords/contracts/config/index';
import { efileSettingsSchema, portalSettingsSchema } from '@landrecords/contracts/config/portal-settings';
import { configRoutes } from './routes';

let ctx: Awaited<ReturnType<typeof testContext>>;
let app: FastifyInstance;
let county: ApiClient;

beforeAll(async () => {
  ctx = await testContext();
  app = await buildApp(ctx, { apiRoutes: [configRoutes] });
  county = await clientWithSession(app, { userId: '2', username: 'county.clerk1', role: 'COUNTY' });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const save = async (section: string, values: object) => {
  const url = `/api/controlPanel/countyConfig/${section}`;
  // A required field left out is refused: those this test does not set are sent as they stand.
  const current = (await county.get(url)).json().content as Record<string, unknown>;
  const required = requiredFieldsOf(section as SectionName).map((field) => [field, current[field]]);
  const response = await county.post(url, { ...Object.fromEntries(required), ...values });
  expect(response.json()).toMatchObject({ ok: true });
};
const publicly = async (path: string) => (await apiClient(app).get(`/api${path}`)).json();
const news = (heading: string) => ({ heading, paragraphContent: `${heading}, in full.` });
const link = (description: string) => ({ description, url: `https://county.example.gov/${description}` });

describe('the login page, with no session', () => {
  beforeAll(async () => {
    const links = Array.from({ length: 12 }, (_, i) =>
      i === 1 || i === 5 ? link(`link${i}`) : { description: '', url: '' },
    );
    await save('loginPageLinks', { paragraphs: links });
    await save('loginPageLatestNews', { paragraphs: [news('Holiday hours'), news('New fees')] });
    await save('loginPageSlides', { numberOfSlides: 4 });
  });

  it('shows the filled login links in the county’s order, the news and the slides', async () => {
    expect(await publicly('/auth/loginPageLinks')).toEqual({
      ok: true,
      message: null,
      lockout: false,
      content: { paragraphs: [link('link1'), link('link5')] },
    });
    expect((await publicly('/auth/loginPageLatestNews')).content).toEqual({
      paragraphs: [news('Holiday hours'), news('New fees')],
    });
    expect((await publicly('/auth/loginPageSlides')).content).toEqual({ numberOfSlides: 4 });
  });

  it('shows only what the home selections put on the login page', async () => {
    await save('homeSelections', { linksLoginPage: false, latestNewsLoginPage: false, loginSlides: false });
    expect((await publicly('/auth/loginPageLinks')).content).toEqual({ paragraphs: [] });
    expect((await publicly('/auth/loginPageLatestNews')).content).toEqual({ paragraphs: [] });
    expect((await publicly('/auth/loginPageSlides')).content).toEqual({ numberOfSlides: 0 });
    await save('homeSelections', {});
  });
});

describe('home/all', () => {
  beforeAll(async () => {
    await save('common', {
      countyName: 'Saipan Recorder',
      contactPhone: '6705550100',
      contactEmail: 'recorder@county.example.gov',
    });
    await save('latestNews', { paragraphs: [news('Office moved')] });
    await save('externalLinks', { paragraphs: [link('zoning')] });
    await save('notableDates', {
      showSeparateIndexes: true,
      abstractPosted: '11/13/2026',
      torrensPosted: '11/12/2026',
      lienImageThru: '11/10/2026',
    });
    await save('userLockout', {
      lockoutInPlace: true,
      messageLogin: 'Closed today.',
      messageHeadline: 'Closed at noon',
    });
  });

  it('builds the home page for a visitor with no session, without transactions', async () => {
    const home = await publicly('/home/all');
    expect(home).toMatchObject({ ok: true, lockout: true });
    expect(home.content).toEqual({
      selections: {
        contactUs: true,
        disclaimer: true,
        disclaimerNote: '',
        latestNews: true,
        latestNewsMore: true,
        links: true,
        linksMore: true,
        loginSlides: true,
        notableDates: true,
        transactions: false,
        propertyAlerts: true,
      },
      numberOfSlides: { numberOfSlides: 4 },
      common: {
        appTitle: 'Land Record Portal',
        countyName: 'Saipan Recorder',
        contactName: '',
        contactTitle: '',
        contactPhone: '(670) 555-0100',
        contactEmail: 'recorder@county.example.gov',
      },
      notableDates: {
        headings: ['', 'Posted Through', 'Index Begins', 'Images Begin', 'Images Through'],
        rows: [
          ['Abstract', '11/13/2026', '', '', ''],
          ['Torrens', '11/12/2026', '', '', ''],
          ['Lien', '', '', '', '11/10/2026'],
        ],
      },
      transactionTotals: { headings: ['Transactions', 'Today', 'This Month', 'YTD'], rows: [] },
      links: { paragraphs: [link('zoning')] },
      latestNews: { paragraphs: [news('Office moved')] },
      lockout: { lockoutInPlace: true, messageLogin: 'Closed today.', messageHeadline: 'Closed at noon' },
    });
  });

  it('shows transactions to a signed-in user but not to GUEST', async () => {
    const user = await clientWithSession(app, { userId: '5', username: 'title.searcher', role: 'USER' });
    const guest = await clientWithSession(app, { userId: '6', username: 'guest', role: 'GUEST' });
    expect((await user.get('/api/home/all')).json().content.selections.transactions).toBe(true);
    expect((await guest.get('/api/home/all')).json().content.selections.transactions).toBe(false);
  });

  it('leaves out the cards the county turned off', async () => {
    await save('homeSelections', { links: false, latestNews: false, transactions: false });
    await save('notableDates', { showNotableDates: false });
    const user = await clientWithSession(app, { userId: '5', username: 'title.searcher', role: 'USER' });
    const { content } = (await user.get('/api/home/all')).json();
    expect(content.selections).toMatchObject({
      links: false,
      latestNews: false,
      transactions: false,
      notableDates: false,
    });
    expect(content.links).toEqual({ paragraphs: [] });
    expect(content.latestNews).toEqual({ paragraphs: [] });
  });

  it('shows one row of notable dates when the county keeps no separate indexes', async () => {
    await save('notableDates', {
      useVerificationDate: true,
      abstractVerified: '10/31/2026',
      abstractPosted: '11/13/2026',
    });
    const { notableDates } = (await publicly('/home/all')).content;
    expect(notableDates).toEqual({
      headings: ['', 'Verified Through', 'Posted Through', 'Index Begins', 'Images Begin', 'Images Through'],
      rows: [['Records', '10/31/2026', '11/13/2026', '', '', '']],
    });
  });
});

describe('auth/portalSettings', () => {
  it('tells the portal, before sign-in, its names, which links and selects to offer and the lockout', async () => {
    await save('common', { countyName: 'Rota County', appTitle: 'Rota Records', stateCode: 'GU' });
    await save('loginPageRegistration', { forgotPasswordLink: false, selfRegistration: true });
    await save('userLockout', { lockoutInPlace: true, messageLogin: 'Closed today.', messageHeadline: 'Closed' });
    const settings = portalSettingsSchema.parse((await publicly('/auth/portalSettings')).content);
    expect(settings).toMatchObject({
      countyName: 'Rota County',
      appTitle: 'Rota Records',
      stateCode: 'GU',
      timeZone: 'Pacific/Saipan',
      forgotPasswordLink: false,
      selfRegistration: true,
      languages: false,
      efile: false,
      lockout: { lockoutInPlace: true, messageLogin: 'Closed today.', messageHeadline: 'Closed' },
    });
  });
});

describe('efile/settings', () => {
  it('tells anyone the e-file screen’s guidance, acknowledgement and override, and nothing else of the section', async () => {
    const trimin = await clientWithSession(app, { userId: '1', username: 'trimin.admin', role: 'TRIMIN' });
    const url = '/api/controlPanel/countyConfig/efile';
    const current = (await trimin.get(url)).json().content as Record<string, unknown>;
    const saved = await trimin.post(url, {
      ...current,
      efile: true,
      efileCountyNote: 'Deeds only, please.',
      acknowledgement: true,
      acknowledgementStatement: 'I am the grantor.',
      allowOverride: false,
    });
    expect(saved.json()).toMatchObject({ ok: true });
    const settings = efileSettingsSchema.strict().parse((await publicly('/efile/settings')).content);
    expect(settings).toEqual({
      efile: true,
      efileCountyNote: 'Deeds only, please.',
      acknowledgement: true,
      acknowledgementStatement: 'I am the grantor.',
      allowOverride: false,
    });
  });
});
