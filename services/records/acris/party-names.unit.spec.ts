import { describe, expect, it } from '@jest/globals';
import { partyFromName } from './party-names';

/** lastName | firstName | middleInitial of a name as the samples print it. */
const split = (name: string) => {
  const party = partyFromName(name);
  return party && [party.lastName, party.firstName, party.middleInitial].join(' | ');
};

describe('ACRIS party names (real names of acris_real_property_parties.csv)', () => {
  it('splits "LAST, FIRST M" into last name, first name and middle initial', () => {
    expect(split('SMERECHNIAK, MARGUERITE M')).toBe('SMERECHNIAK | MARGUERITE | M');
    expect(split('MALKIN, ROSE J.')).toBe('MALKIN | ROSE | J');
    expect(split('RIOS-QUINTANA, ELSA A')).toBe('RIOS-QUINTANA | ELSA | A');
    expect(split('KOZUCHOWSKA DUPLESSY, KATARINA')).toBe('KOZUCHOWSKA DUPLESSY | KATARINA | ');
    expect(split('GREGORY,ADRIENNE D AKA')).toBe('GREGORY | ADRIENNE | D');
  });

  it('keeps given names that are not an initial in the first name', () => {
    expect(split('CHANG, KI WHA')).toBe('CHANG | KI WHA | ');
    expect(split('LEE, JOHN THOMAS')).toBe('LEE | JOHN THOMAS | ');
  });

  it('leaves out titles, suffixes and roles, which stay in the display name', () => {
    expect(split('GENOVESE, FRANK R/GUARDIAN')).toBe('GENOVESE | FRANK | R');
    expect(split('LOMBARDI, FAY(TRSTEE)')).toBe('LOMBARDI | FAY | ');
    expect(split('AGNESE, MR PASQUALE')).toBe('AGNESE | PASQUALE | ');
    expect(split('GARDELLA, DELORES EX')).toBe('GARDELLA | DELORES | ');
    expect(split('ZEIG, WILLIAM J. EXEC/OF')).toBe('ZEIG | WILLIAM | J');
    expect(split('RUBINSTEIN, CHARLES J ESQ')).toBe('RUBINSTEIN | CHARLES | J');
    expect(split('HOYT, NATHAN B./DECD')).toBe('HOYT | NATHAN | B');
    expect(partyFromName('LOMBARDI, FAY(TRSTEE)')?.displayName).toBe('LOMBARDI, FAY(TRSTEE)');
  });

  it('keeps business names whole, commas and all', () => {
    expect(split('507 BROADWAY LLC')).toBe('507 BROADWAY LLC |  | ');
    expect(split('FIRST FINANCIAL EQUITIES, INC.')).toBe('FIRST FINANCIAL EQUITIES, INC. |  | ');
    expect(split('CITIBANK, N.A.,')).toBe('CITIBANK, N.A. |  | ');
    expect(split('HUDSON WATERFRONT COMPANY B, LLC, ET AL')).toBe('HUDSON WATERFRONT COMPANY B, LLC |  | ');
    expect(split('952 ALDUS, LLC / LANGSAM PROPERTY SERVICES')).toBe(
      '952 ALDUS, LLC / LANGSAM PROPERTY SERVICES |  | ',
    );
  });

  it('keeps names without a comma whole, and takes the stray quotes off', () => {
    expect(split('BORSA VINCENZA')).toBe('BORSA VINCENZA |  | ');
    expect(split('GROSSMAN DOROTHY (AS DEVISEE OF)')).toBe('GROSSMAN DOROTHY (AS DEVISEE OF) |  | ');
    expect(split("''MERS AS NOMINEE''")).toBe('MERS AS NOMINEE |  | ');
  });

  it('keeps "FIRST LAST, AS ROLE" whole before the comma, and has no party for no name', () => {
    expect(split('JOHN B. CARLEY, AS EXECUTOR')).toBe('JOHN B. CARLEY |  | ');
    expect(partyFromName('JOHN B. CARLEY, AS EXECUTOR')?.displayName).toBe('JOHN B. CARLEY, AS EXECUTOR');
    expect(partyFromName('   ')).toBeUndefined();
  });

  it('keeps institutions whole, commas and all, with the name as printed for display', () => {
    expect(split('TEACHERS COLLEGE, COLUMBIA UNIVERSITY')).toBe('TEACHERS COLLEGE, COLUMBIA UNIVERSITY |  | ');
    expect(split('TRUSTEES/COLUMBIA')).toBe('TRUSTEES/COLUMBIA |  | ');
    expect(split('COLUMBIA UNIVERSITY, TRUSTEES OF')).toBe('COLUMBIA UNIVERSITY, TRUSTEES OF |  | ');
    expect(split("ST. MARY'S HOSPITAL, SOCIETY OF")).toBe("ST. MARY'S HOSPITAL, SOCIETY OF |  | ");
    expect(split('NEW YORK, CITY OF')).toBe('NEW YORK, CITY OF |  | ');
    expect(split('WESTCHESTER, COUNTY OF')).toBe('WESTCHESTER, COUNTY OF |  | ');
    expect(split('BRONX SCHOOL, BOARD OF EDUCATION')).toBe('BRONX SCHOOL, BOARD OF EDUCATION |  | ');
    expect(split('HARLEM HOUSING, L.P.')).toBe('HARLEM HOUSING, L.P. |  | ');
    expect(partyFromName('TEACHERS COLLEGE, COLUMBIA UNIVERSITY')?.displayName).toBe(
      'TEACHERS COLLEGE, COLUMBIA UNIVERSITY',
    );
  });

  it('takes a trailing role off the name, not off the display name', () => {
    expect(split('TEACHERS COLLEGE, COLUMBIA UNIVERSITY, TRUSTEE')).toBe('TEACHERS COLLEGE, COLUMBIA UNIVERSITY |  | ');
    expect(split('CITIBANK, N.A., AS AGENT')).toBe('CITIBANK, N.A. |  | ');
    expect(split('TEACHERS COLLEGE,TR.')).toBe('TEACHERS COLLEGE |  | ');
    expect(split('SMITH-JONES, MARY A, TRUSTEE')).toBe('SMITH-JONES | MARY | A');
    expect(split("O'BRIEN, PATRICK,TR.")).toBe("O'BRIEN | PATRICK | ");
    expect(split('SMITH, JOHN, ET AL')).toBe('SMITH | JOHN | ');
    expect(partyFromName('CITIBANK, N.A., AS AGENT')?.displayName).toBe('CITIBANK, N.A., AS AGENT');
  });
});
