import type { Party } from '@landrecords/contracts/records/feed';

/**
 * ACRIS party names as the index needs them. The register prints a person "LAST, FIRST M" and a business whole
 * ("507 BROADWAY LLC", "CITIBANK, N.A.,"); pre-ACRIS rows print people without a comma ("BORSA VINCENZA"), and
 * people carry roles and titles ("GENOVESE, FRANK R/GUARDIAN", "LOMBARDI, FAY(TRSTEE)", "AGNESE, MR PASQUALE",
 * "ZEIG, WILLIAM J. EXEC/OF", "JOHN B. CARLEY, AS EXECUTOR").
 *
 * - roles after the last commas ("…, TRUSTEE", "…,TR.", "…, AS AGENT", "…, ET AL") are not part of the name;
 * - a name with no comma, or starting with a number, or with a business or institution word anywhere (INC, LLC,
 *   BANK, UNIVERSITY, COLLEGE, HOSPITAL, CHURCH, SOCIETY, BOARD...) or a "TRUSTEES OF", "CITY OF"..., is kept
 *   whole as lastName, commas and all ("TEACHERS COLLEGE, COLUMBIA UNIVERSITY"), the way a searcher types it;
 * - otherwise lastName is what comes before the first comma. After it, a role after "/" or "(" goes, titles,
 *   suffixes and roles (MR, JR, ESQ, EX, TRSTEE, AKA, DECD...) go, and from "AS" or "ET" on is a role too. A single
 *   letter at the end is the middle initial, the rest is firstName ("CHANG, KI WHA" keeps KI WHA, "LEE, JOHN
 *   THOMAS" keeps JOHN THOMAS: a first name search begins with, so nothing the register printed is lost);
 * - when nothing but a role follows the comma ("JOHN B. CARLEY, AS EXECUTOR") the part before it is kept whole;
 * - displayName is the name as printed (spaces collapsed, the stray quotes of ''MERS AS NOMINEE'' and trailing
 *   commas taken off), so the role the register recorded still shows.
 */

const businessWords = new Set(
  (
    'INC INCORPORATED LLC LLP LP LTD PLLC CORP CORPORATION CO COMPANY BANK BANCORP TRUST NA FSB ASSN ASSOC ' +
    'ASSOCIATION ASSOCIATES SAVINGS S&L SAVS MORTGAGE MTGE FUNDING FINANCIAL CAPITAL EQUITIES HOLDING HOLDINGS ' +
    'REALTY PROPERTIES PARTNERS PARTNERSHIP FUND GROUP SYSTEMS SERVICES ENTERPRISES INVESTMENT INVESTMENTS ' +
    'AUTHORITY DEPARTMENT DEPT HOUSING CHURCH CITY STATE UNITED ESTATE HDFC UNIVERSITY COLLEGE SCHOOL HOSPITAL ' +
    'SOCIETY BOARD COUNTY INSTITUTE FOUNDATION ACADEMY MUSEUM LIBRARY CONGREGATION SEMINARY'
  ).split(' '),
);
const institutionOf = /\b(TRUSTEES|BOARD|CITY|COUNTY|STATE|TOWN|VILLAGE|PEOPLE) OF\b/;
const titles = new Set('MR MRS MS MISS DR'.split(' '));
const rolesAndSuffixes = new Set(
  (
    'JR SR II III IV ESQ EX EXEC EXECUTOR EXECUTRIX EXR EXRX ADM ADMR ADMIN ADMINISTRATOR ADMINISTRATRIX TR TRS ' +
    'TRSTEE TRUSTEE TRUSTEES COTRUSTEE GUARDIAN GDN AKA FKA NKA DBA DECD DECEASED ETAL ETUX ETVIR HEIR HEIRS ' +
    'DEVISEE INDIV INDIVIDUALLY'
  ).split(' '),
);

const words = (text: string) =>
  text
    .toUpperCase()
    .replace(/[.']/g, '')
    .split(/[^A-Z0-9&]+/)
    .filter(Boolean);

/** The name as printed, tidied: spaces collapsed, wrapping quotes and trailing commas off. */
export function printedName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^['"]+(.*?)['"]+$/, '$1')
    .replace(/[\s,]+$/, '')
    .trim();
}

export const isBusinessName = (name: string) => {
  const tokens = words(name);
  return (
    !name.includes(',') ||
    /^\d/.test(name) ||
    tokens.some((token) => businessWords.has(token)) ||
    institutionOf.test(tokens.join(' '))
  );
};

/** What follows a comma when it is only a role: "TRUSTEE", "TR.", "AS AGENT", "ET AL". */
function isRole(part: string): boolean {
  const tokens = words(part);
  return (
    tokens.length > 0 && (tokens[0] === 'AS' || tokens[0] === 'ET' || tokens.every((t) => rolesAndSuffixes.has(t)))
  );
}

/** The name without the roles after its last commas: "CITIBANK, N.A., AS AGENT" is "CITIBANK, N.A.". */
function withoutTrailingRoles(name: string): string {
  let kept = name;
  for (let comma = kept.lastIndexOf(','); comma > 0 && isRole(kept.slice(comma + 1)); comma = kept.lastIndexOf(','))
    kept = kept.slice(0, comma).trim();
  return kept;
}

/** The given names after the comma, without roles, titles and suffixes. */
function givenNames(afterComma: string): string[] {
  const beforeRole = afterComma.split(/[/(]/)[0]!.replace(/,/g, ' ');
  const tokens: string[] = [];
  for (const token of beforeRole.split(' ').filter(Boolean)) {
    const word = token.toUpperCase().replace(/[.']/g, '');
    if (word === 'AS' || word === 'ET') break; // AS EXECUTOR, ET AL, ET UX: a role from here on
    if (rolesAndSuffixes.has(word) || (tokens.length === 0 && titles.has(word))) continue;
    tokens.push(token);
  }
  return tokens;
}

const upTo = (text: string, max: number) => text.slice(0, max).trim();

/** A party of the feed from an ACRIS name; undefined when the name is empty. */
export function partyFromName(name: string): Party | undefined {
  const printed = printedName(name);
  if (printed === '') return undefined;
  const named = withoutTrailingRoles(printed);
  const whole = { lastName: upTo(named, 150), firstName: '', middleInitial: '', displayName: upTo(printed, 200) };
  if (isBusinessName(named)) return whole;
  const comma = named.indexOf(',');
  const lastName = named.slice(0, comma).trim();
  const given = givenNames(named.slice(comma + 1));
  if (lastName === '') return whole;
  if (given.length === 0) return { ...whole, lastName: upTo(lastName, 150) };
  const initial = given.length > 1 ? /^([A-Za-z])\.?$/.exec(given[given.length - 1]!) : null;
  return {
    lastName: upTo(lastName, 150),
    firstName: upTo((initial ? given.slice(0, -1) : given).join(' '), 60),
    middleInitial: initial ? initial[1]!.toUpperCase() : '',
    displayName: whole.displayName,
  };
}
