import { describe, expect, it } from '@jest/globals';
import {
  countyConfigSections,
  defaultCountyConfig,
  isSectionName,
  sectionNames,
  sectionOnTheWire,
  type SectionName,
} from './index';
import { configMessages as m } from './messages';

/** 002 §7's section names, and ours. */
const apiNames = [
  'creditCard',
  'creditCardExtra',
  'escrow',
  'flatFee',
  'aLaCarte',
  'aLaCarteSpecialRates',
  'common',
  'efile',
  'languages',
  'latestNews',
  'externalLinks',
  'notableDates',
  'homeSelections',
  'loginPageLinks',
  'loginPageLatestNews',
  'loginPageSlides',
  'loginPageRegistration',
  'search',
  'search2',
  'reports',
  'userLockout',
  'userPurgeSchedule',
  'userPurgeNow',
  'userAccess',
  'billingSchedule',
  'flatFeeOverride',
  'auditLogPurgeSchedule',
  // Ours: the county settings of 001 §3.8 that no section of 002 §7 holds.
  'recordsIndex',
  // Ours: property alerts on or off (issue 29).
  'propertyAlerts',
];

/** Inputs that fill every list, so each amount of a section has a place to sit. */
const specialRate = { documentType: 'DEED', documentRate: 1.5, firstPageRate: 0.25, additionalPagesRate: 0.1 };
const samples: Partial<Record<SectionName, Record<string, unknown>>> = {
  aLaCarteSpecialRates: { rates: [specialRate] },
  creditCard: { specialRates: [specialRate], searchNameCreditCard: 2.75 },
  flatFee: { rates: Array.from({ length: 5 }, () => ({ cost: 12.5, numberOfPages: 3 })) },
  flatFeeOverride: { rates: Array.from({ length: 5 }, () => ({ cost: 12.5, numberOfPages: 3 })) },
  escrow: { minReloadAmount: 20, maxReloadAmount: 500, creditCardSurcharge: 1.25, creditCardSurchargePercent: 3 },
  creditCardExtra: { surcharge: 0.99, surchargePercent: 2 },
};
const sampleOf = (section: SectionName) => structuredClone(samples[section] ?? {});

/** Every leaf of a section that holds a number or null, as a path of keys and indexes. */
function numericLeaves(node: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (node === null || typeof node === 'number') return [path];
  if (Array.isArray(node)) return node.flatMap((child, index) => numericLeaves(child, [...path, index]));
  if (typeof node === 'object')
    return Object.entries(node).flatMap(([key, child]) => numericLeaves(child, [...path, key]));
  return [];
}
function setAt(target: Record<string | number, unknown>, path: (string | number)[], value: unknown) {
  const last = path[path.length - 1]!;
  let node = target;
  for (const key of path.slice(0, -1)) node = node[key] as typeof node;
  node[last] = value;
}
function fillFrom(input: Record<string, unknown>, parsed: Record<string, unknown>) {
  return { ...structuredClone(parsed), ...input };
}

describe('the section registry', () => {
  it('names exactly the sections of 002 §7', () => {
    expect([...sectionNames].sort()).toEqual([...apiNames].sort());
    expect(isSectionName('common')).toBe(true);
    expect(isSectionName('toString')).toBe(false);
  });

  it('gives every section its defaults', () => {
    const config = defaultCountyConfig();
    expect(Object.keys(config).sort()).toEqual([...apiNames].sort());
    expect(config.search.defaultSearch).toBe('searchByDocumentNumber');
  });

  it.each(sectionNames)('lists every amount of %s, and no other number, for the dollars on the wire', (section) => {
    const { schema, amounts } = countyConfigSections[section];
    const parsed = schema.parse(sampleOf(section)) as Record<string, unknown>;
    const found = new Set<string>();
    for (const path of numericLeaves(parsed)) {
      // Three decimals are refused as an amount and nothing else refuses them with that message.
      const input = fillFrom(sampleOf(section), parsed);
      setAt(input, path, 0.015);
      const issues = schema.safeParse(sectionOnTheWire(section, input as never)).error?.issues ?? [];
      const refusedAsAmount = issues.some(
        (issue) => issue.path.join('.') === path.join('.') && issue.message === m.amount.text,
      );
      if (refusedAsAmount) found.add(path.map((key) => (typeof key === 'number' ? '*' : key)).join('.'));
    }
    expect([...found].sort()).toEqual([...amounts].sort());
  });

  it.each(sectionNames)('reads %s back from its stored cents to the same values', (section) => {
    const { schema } = countyConfigSections[section];
    const stored = schema.parse(sampleOf(section));
    expect(schema.parse(sectionOnTheWire(section, stored as never))).toEqual(stored);
  });

  it('answers amounts in dollars', () => {
    const stored = countyConfigSections.flatFee.schema.parse(samples.flatFee);
    expect(stored.rates[0]!.cost).toBe(1250);
    expect(sectionOnTheWire('flatFee', stored).rates[0]!.cost).toBe(12.5);
    expect(stored.rates[0]!.cost).toBe(1250);
  });
});
