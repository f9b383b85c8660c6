import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SearchType } from '@landrecords/contracts/codes';
import { todayIn, type CalendarDate, formatDate } from '@landrecords/contracts/validation/dates';
import { apiClient } from '../../tests/support/api-client';
import { sampleLandDocument } from '../../tests/support/records';
import { sql } from '@landrecords/projections/platform/database';
import { searchApp, searcher } from '../../tests/support/search-fixtures';
import { testCounty } from '../../tests/support/search-records';

/**
 * Each search refused or answered through HTTP: the field messages of 001 §5 with nothing remembered, the
 * defaults of 001 §9 (the county's days, in Pacific/Saipan), and the paging limits of 001 §3.2, §4.3, §9.
 */
const dayBefore = ({ year, month, day }: CalendarDate): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const dayAfter = ({ year, month, day }: CalendarDate): CalendarDate => {
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const zone = 'Pacific/Saipan';
/** A minute ago: recorded on the county's today (or its yesterday, in the first minute of a day). */
const justNow = new Date(Date.now() - 60_000);
const recordedDay = todayIn(zone, justNow);
/** As the feed writes a time: the county's clock with its offset (docs/records-feed.md), Saipan keeping no DST. */
const onCountyClock = (at: Date) => `${new Date(at.getTime() + 10 * 3_600_000).toISOString().slice(0, 19)}+10:00`;

const records = [
  ...testCounty,
  sampleLandDocument({
    docId: '3001',
    recordedDateTime: onCountyClock(justNow),
    grantors: [{ lastName: 'Nowak', firstName: 'Ida' }],
  }),
  /** 14:30 on the 4th in UTC, but the 5th in the county. */
  sampleLandDocument({
    docId: '3002',
    recordedDateTime: '2024-03-05T00:30:00+10:00',
    grantors: [{ lastName: 'Midnight' }],
  }),
  sampleLandDocument({
    docId: '3003',
    recordedDateTime: '1850-06-01T10:00:00+10:00',
    grantors: [{ lastName: 'Oldman' }],
  }),
];

let world: Awaited<ReturnType<typeof searchApp>>;
let user: Awaited<ReturnType<typeof searcher>>;

beforeAll(async () => {
  world = await searchApp(records);
  user = await searcher(world.app, world.accountId);
});
afterAll(() => world.close());

/** The rows of search_history and its newest id: a search remembered moves the id on even when a user's five are full. */
const historyCount = () =>
  world.ctx.pool.one(sql.unsafe`SELECT count(*) AS rows, coalesce(max(id), 0) AS newest FROM search_history`);

/** A search the server must refuse with 400, remembering nothing. */
async function refused(type: string, body: Record<string, unknown>) {
  const before = await historyCount();
  const response = await user.post(`/api/search/${type}`, body);
  expect({ type, body, status: response.statusCode }).toEqual({ type, body, status: 400 });
  expect(await historyCount()).toEqual(before);
  const answer = response.json() as { ok: boolean; message: string; errors: Record<string, string[]> };
  expect(answer.ok).toBe(false);
  return answer;
}

/** A search the server answers: the ids it lists (document, certificate, entry or lien). */
async function found(type: string, body: Record<string, unknown>) {
  const response = await user.post(`/api/search/${type}`, body);
  expect({ type, body, status: response.statusCode }).toEqual({ type, body, status: 200 });
  const answer = response.json();
  const list = answer.content.searchResults.searchResultList as Array<{ docId?: string; id?: string }>;
  return { ids: list.map((row) => row.docId ?? row.id), message: answer.message as string | null, answer };
}

const R = 'Required.';

describe('a search the form would not send', () => {
  it.each<[SearchType, Record<string, unknown>, Record<string, string[]>]>([
    ['searchByAddress', { streetNumber: '12', streetName: 'Be' }, { streetName: ['Three characters minimum.'] }],
    ['searchByBookAndPage', { page: '340' }, { book: [R] }],
    ['searchByDate', { toRecordedDate: '01/01/2024' }, { fromRecordedDate: [R] }],
    [
      'searchByDocumentNumber',
      { fromDocumentNumber: '1005', toDocumentNumber: '1001' },
      { fromDocumentNumber: ['Invalid numeric range.'], toDocumentNumber: ['Invalid numeric range.'] },
    ],
    ['searchByLegalDescription', { legalType: 'MB', township: '4N', range: '3' }, { township: ['Numbers only.'] }],
    ['searchByName', { grantorGranteeLastName1: 'Sm%' }, { grantorGranteeLastName1: ['Invalid characters.'] }],
    ['searchByParcelId', { parcelId: '' }, { parcelId: [R] }],
    ['searchByTractIndexNMI', { island: 'Saipan', village: 'Ga' }, { village: ['Three characters minimum.'] }],
    ['searchByPlat', { platName: 'Sunset' }, { plat: ['A valid plat required.'] }],
    ['searchByTorrensCertificate', {}, { certificateNumber: [R] }],
    ['searchByTorrensText', { text: 'Su' }, { text: ['Three characters minimum.'] }],
    ['searchByTractBookId', { tractBookId: '' }, { tractBookId: [R] }],
    ['searchByTractBookLegal', { legalType: 'MB', section: '8' }, { township: [R], range: [R] }],
    ['searchByGrantorGranteeBook', { lastName: '' }, { lastName: [R] }],
    ['searchByTaxLien', { searchBy: 'LIEN_NUMBER' }, { lienNumber: [R] }],
  ])('%s answers 400 with the field messages and remembers nothing', async (type, body, errors) => {
    const answer = await refused(type, body);
    expect(answer.errors).toEqual(errors);
    expect(answer.message).toBe(Object.values(errors)[0]![0]);
  });

  it('a middle initial of two letters, on its field', async () => {
    const answer = await refused('searchByName', {
      grantorGranteeLastName1: 'Smith',
      grantorGranteeFirstName1: 'John',
      grantorGranteeMiddleInitial1: 'AB',
    });
    expect(answer).toMatchObject({
      message: 'One character maximum.',
      errors: { grantorGranteeMiddleInitial1: ['One character maximum.'] },
    });
  });

  it('dates in the wrong form, in the future or the wrong way round, each on its field', async () => {
    const address = { streetNumber: '12', streetName: 'Beach' };
    const tomorrow = formatDate(dayAfter(todayIn(zone)));
    expect((await refused('searchByAddress', { ...address, fromRecordedDate: '2020-01-01' })).errors).toEqual({
      fromRecordedDate: ['MM/DD/YYYY'],
    });
    expect((await refused('searchByAddress', { ...address, toRecordedDate: tomorrow })).errors).toEqual({
      toRecordedDate: ['Future date entered.'],
    });
    expect(
      (await refused('searchByGrantorGranteeBook', { lastName: 'Smith', fromRecordedDate: tomorrow })).errors,
    ).toEqual({
      fromRecordedDate: ['Future date entered.'],
    });
    expect(
      await refused('searchByDate', { fromRecordedDate: '03/05/2024', toRecordedDate: '03/04/2024' }),
    ).toMatchObject({ message: 'Invalid date range.', errors: { toRecordedDate: ['Invalid date range.'] } });
  });

  it('every field at once: a form rule and a date', async () => {
    const answer = await refused('searchByAddress', {
      streetNumber: '',
      streetName: 'Beach',
      toRecordedDate: '13/01/2024',
    });
    expect(answer.errors).toEqual({ streetNumber: [R], toRecordedDate: ['MM/DD/YYYY'] });
    const byDate = { searchBy: 'DATE_RANGE', fromRecordedDate: '01/01/2022', toRecordedDate: '01/01/2021' };
    expect((await refused('searchByTaxLien', { ...byDate, taxpayerMiddleInitial: 'AB' })).errors).toEqual({
      taxpayerMiddleInitial: ['One character maximum.'],
      toRecordedDate: ['Invalid date range.'],
    });
    expect((await refused('searchByTaxLien', { ...byDate, searchBy: 'LIEN_NUMBER' })).errors).toEqual({
      lienNumber: [R],
    });
  });
});

describe('a blank but valid search', () => {
  it.each<[SearchType, Record<string, unknown>, string[]]>([
    ['searchByAddress', { streetNumber: '12', streetName: 'Beach' }, ['1001']],
    ['searchByBookAndPage', { book: '12' }, ['1001', '1002']],
    ['searchByDocumentNumber', { fromDocumentNumber: '1003' }, ['1003']],
    ['searchByLegalDescription', { plat: 'SUN' }, ['1001', '1002']],
    ['searchByName', { grantorGranteeLastName1: 'Smith' }, ['1001', '1004']],
    ['searchByParcelId', { parcelId: '01-234' }, ['1001', '1002']],
    ['searchByTractIndexNMI', { island: 'Saipan', village: 'Garapan' }, ['1003']],
    ['searchByPlat', { plat: 'SUN' }, ['1001', '1002']],
    ['searchByTorrensCertificate', { certificateNumber: '5000' }, ['TC-5000']],
    ['searchByTorrensText', { text: 'Sunset' }, ['TC-5000', 'TC-5001']],
    ['searchByTractBookId', { tractBookId: 'TB-17' }, ['TB-17']],
    ['searchByTractBookLegal', { legalType: 'MB', section: '8', township: '45', range: '3' }, ['TB-17']],
    ['searchByGrantorGranteeBook', { lastName: 'Smith' }, ['GG-3']],
    ['searchByTaxLien', { taxpayerName: 'Smith' }, ['TL-1']],
  ])('%s answers 200 from the earliest date to today and is remembered', async (type, body, ids) => {
    const before = await historyCount();
    const { ids: listed, answer } = await found(type, body);
    expect(listed).toEqual(ids);
    expect((await historyCount()).newest).toBeGreaterThan(Number(before.newest));
    expect(answer.content.historyResults.searchHistoryList[0]).toMatchObject({ type, link: `search/${type}` });
  });

  it('searchByDate with only a from-date runs to the county today', async () => {
    const { ids, answer } = await found('searchByDate', { fromRecordedDate: formatDate(recordedDay) });
    expect(ids).toEqual(['3001']);
    expect(answer.content.historyResults.searchHistoryList[0]).toMatchObject({
      type: 'searchByDate',
      link: 'search/searchByDate',
    });
    const before = await found('searchByDate', {
      fromRecordedDate: '01/01/2024',
      toRecordedDate: formatDate(dayBefore(recordedDay)),
    });
    expect(before.ids).not.toContain('3001');
  });

  it('a blank from-date is 01/01/1900 on the land record forms', async () => {
    expect(await found('searchByDocumentNumber', { fromDocumentNumber: '1850' })).toMatchObject({
      ids: [],
      message: 'No Records Found.',
    });
    expect((await found('searchByName', { grantorGranteeLastName1: 'Oldman' })).ids).toEqual([]);
    expect(
      (await found('searchByName', { grantorGranteeLastName1: 'Oldman', fromRecordedDate: '01/01/1800' })).ids,
    ).toEqual(['3003']);
  });

  it("days are the county's: 00:30 on the 5th in Saipan is the 5th, though the 4th in UTC", async () => {
    const on = (day: string) => found('searchByDate', { fromRecordedDate: day, toRecordedDate: day });
    expect((await on('03/05/2024')).ids).toEqual(['3002']);
    expect(await on('03/04/2024')).toMatchObject({ ids: [], message: 'No Records Found.' });
  });

  it('a tax lien by another method ignores the dates and the taxpayer', async () => {
    const lien = {
      searchBy: 'LIEN_NUMBER',
      lienNumber: '880011',
      taxpayerName: '%',
      fromRecordedDate: 'soon',
      toRecordedDate: '01/01/1901',
    };
    expect((await found('searchByTaxLien', lien)).ids).toEqual(['TL-1']);
    expect((await found('searchByTaxLien', { taxpayerName: 'Smith', currentOrExpired: 'ALL' })).ids).toEqual([
      'TL-1',
      'TL-2',
    ]);
  });
});

describe('paging a search', () => {
  const name = { grantorGranteeLastName1: 'Camacho' };

  it('sorts only by the keys of its result kind', async () => {
    const answer = await refused('searchByName', { ...name, sortKey: 'price' });
    expect(answer).toMatchObject({
      message: 'This list cannot be sorted that way.',
      errors: { sortKey: ['This list cannot be sorted that way.'] },
    });
    expect((await refused('searchByName', { ...name, sortKey: 'lienDate' })).errors).toEqual({
      sortKey: ['This list cannot be sorted that way.'],
    });
    expect(
      (await refused('searchByTorrensCertificate', { certificateNumber: '5000', sortKey: 'recordedDate' })).errors,
    ).toEqual({
      sortKey: ['This list cannot be sorted that way.'],
    });
    expect(
      (
        await found('searchByTaxLien', {
          taxpayerName: 'Smith',
          sortKey: 'lienDate',
          sortDirection: 'desc',
          currentOrExpired: 'ALL',
        })
      ).ids,
    ).toEqual(['TL-1', 'TL-2']);
  });

  it('lists only ten pages: page 11 answers 400', async () => {
    const answer = await refused('searchByName', { ...name, pageNumber: 11 });
    expect(Object.keys(answer.errors)).toEqual(['pageNumber']);
    expect(answer.message).toBe(answer.errors.pageNumber![0]);
    expect((await found('searchByName', { ...name, pageNumber: 10 })).ids).toEqual([]);
    expect(Object.keys((await refused('searchByName', { ...name, pageNumber: 0 })).errors)).toEqual(['pageNumber']);
  });

  it('loads batches 1 to 4: batch 5 answers 400', async () => {
    const answer = await refused('searchByName', { ...name, batch: 5, updateHistory: false });
    expect(answer.errors).toEqual({ batch: ['Batch is 1 to 4.'] });
    expect(Object.keys((await refused('searchByName', { ...name, batch: 0 })).errors)).toEqual(['batch']);
    expect((await found('searchByName', { ...name, batch: 4, updateHistory: false })).ids).toEqual([]);
  });

  it('knows only the fifteen searches: another answers 404', async () => {
    for (const url of ['/api/search/searchByNothing', '/api/search/searchByNothingPrint', '/api/search/SEARCHBYNAME']) {
      const response = await user.post(url, name);
      expect({ url, status: response.statusCode, ok: response.json().ok }).toEqual({ url, status: 404, ok: false });
    }
  });

  it('needs a session: without one it answers 403 LOGIN and remembers nothing', async () => {
    const before = await historyCount();
    const response = await apiClient(world.app).post('/api/search/searchByName', name);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ ok: false, status: 'LOGIN' });
    expect(await historyCount()).toEqual(before);
  });
});
