import { describe, expect, it } from '@jest/globals';
import { countyConfigSections, defaultSection, type SectionName } from './index';
import { configMessages as m } from './messages';
import { landSharkOneAuditLogSchema, landSharkOneDatabaseSchema } from './technical';

const problems = (section: SectionName, input: unknown) => {
  const result = countyConfigSections[section].schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('user admin sections', () => {
  it('default as the other capabilities expect', () => {
    expect(defaultSection('userAccess')).toEqual({
      guestUserName: 'guest',
      limitLoginAttempts: true,
      maxloginAttempts: 5,
      loginAttemptsWindow: 15,
      inactivityTimeLimit: true,
      inactivityTimeLimitPeriod: 30,
      secondStepStaff: true,
      secondStepAccountAdmins: false,
      lockMode: 'ACTIVATE',
      lockMinutes: 30,
    });
    expect(defaultSection('userLockout').lockoutInPlace).toBe(false);
    expect(defaultSection('userPurgeNow').purgeDate).toBe('01/05/2020');
    expect(defaultSection('userPurgeSchedule')).toEqual({ automaticPurge: false, automaticPurgeAfterDays: 365 });
    expect(defaultSection('auditLogPurgeSchedule')).toEqual({ automaticPurge: false, automaticPurgeAfterDays: 60 });
  });

  it.each<[SectionName, object, string, string]>([
    ['userLockout', { messageLogin: '' }, 'messageLogin', m.required.text],
    ['userLockout', { messageHeadline: '   ' }, 'messageHeadline', m.required.text],
    ['userPurgeSchedule', { automaticPurgeAfterDays: 364 }, 'automaticPurgeAfterDays', m.userPurgeMinimum.text],
    ['auditLogPurgeSchedule', { automaticPurgeAfterDays: 59 }, 'automaticPurgeAfterDays', m.auditLogPurgeMinimum.text],
    ['userAccess', { inactivityTimeLimitPeriod: 121 }, 'inactivityTimeLimitPeriod', m.inactivityMaximum.text],
    ['userAccess', { inactivityTimeLimitPeriod: 0 }, 'inactivityTimeLimitPeriod', m.atLeastOne.text],
    ['userAccess', { maxloginAttempts: 0 }, 'maxloginAttempts', m.atLeastOne.text],
    ['userAccess', { lockMinutes: 0 }, 'lockMinutes', m.atLeastOne.text],
    ['userAccess', { lockMinutes: 1441 }, 'lockMinutes', m.loginAttemptsWindowMaximum.text],
    ['userAccess', { lockMode: 'FOREVER' }, 'lockMode', m.choice.text],
    ['userAccess', { maxloginAttempts: 101 }, 'maxloginAttempts', m.loginAttemptsMaximum.text],
    ['userAccess', { loginAttemptsWindow: 0 }, 'loginAttemptsWindow', m.atLeastOne.text],
    ['userAccess', { loginAttemptsWindow: 1441 }, 'loginAttemptsWindow', m.loginAttemptsWindowMaximum.text],
    ['userPurgeNow', { purgeDate: '' }, 'purgeDate', m.required.text],
    ['userPurgeNow', { purgeDate: '13/01/2020' }, 'purgeDate', m.dateFormat.text],
  ])('%s %j: %s %s', (section, input, path, message) => {
    expect(problems(section, input)).toEqual([[path, message]]);
  });

  it('accept the limits themselves', () => {
    expect(problems('userPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: 365 })).toEqual([]);
    expect(problems('auditLogPurgeSchedule', { automaticPurge: true, automaticPurgeAfterDays: '60' })).toEqual([]);
    expect(problems('userAccess', { inactivityTimeLimitPeriod: 120, guestUserName: '' })).toEqual([]);
  });
});

describe('search and technical sections', () => {
  it('default to document number search with every search on', () => {
    const search = defaultSection('search');
    expect(search).toMatchObject({ defaultSearch: 'searchByDocumentNumber', searchAccess: 'same', searchByPlat: true });
    expect(defaultSection('search2')).toEqual({ map: false, tax: false, allOnlySearch: false, downloadResults: true });
  });

  it('refuse a default search that is not enabled, and the form body carries updateUsers apart', () => {
    const input = { defaultSearch: 'searchByName', searchByName: false };
    expect(problems('search', input)).toEqual([['defaultSearch', m.defaultSearchDisabled.text]]);
    const body = countyConfigSections.search.body.safeParse({ ...input, updateUsers: true });
    expect(body.error?.issues.map((issue) => issue.message)).toEqual([m.defaultSearchDisabled.text]);
    expect(countyConfigSections.search.schema.parse({ updateUsers: true })).not.toHaveProperty('updateUsers');
    expect(problems('search', { searchAccess: 'sometimes' })).toEqual([['searchAccess', m.choice.text]]);
  });

  it('are technical (TRIMIN only) for e-file, languages and the records index alone', () => {
    const technical = Object.entries(countyConfigSections).filter(([, entry]) => entry.access === 'technical');
    expect(technical.map(([name]) => name).sort()).toEqual(['efile', 'languages', 'recordsIndex']);
    expect(problems('efile', { acknowledgement: true })).toEqual([['acknowledgementStatement', m.required.text]]);
  });

  it('require the four LandShark One database fields', () => {
    const result = landSharkOneDatabaseSchema.safeParse({ landSharkOneDbAddress: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['landSharkOneDbAddress', m.required.text],
      ['landSharkOneDbName', m.required.text],
      ['landSharkOneDbUsername', m.required.text],
      ['landSharkOneDbPassword', m.required.text],
    ]);
    const database = {
      landSharkOneDbAddress: 'h',
      landSharkOneDbName: 'n',
      landSharkOneDbUsername: 'u',
      landSharkOneDbPassword: 'p',
    };
    expect(landSharkOneAuditLogSchema.parse(database)).toMatchObject({ batchSize: 10000, dataType: 'all' });
  });
});
