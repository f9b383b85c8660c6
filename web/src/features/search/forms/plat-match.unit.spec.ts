import { describe, expect, it } from '@jest/globals';
import { matchPlats } from './plat-match';

const plats = [
  { code: 'P9', number: '9', name: 'Navy Hill' },
  { code: 'P10', number: '10', name: 'Koblerville' },
  { code: 'P11', number: '11', name: 'Navy Hill East' },
  { code: 'P12', number: '12', name: 'As Lito' },
];

describe('plat entry (001 §4.10)', () => {
  it('filters by prefix whatever the case: none, one, or many', () => {
    expect(matchPlats(plats, 'name', 'x')).toEqual({ kind: 'none' });
    expect(matchPlats(plats, 'name', 'kob')).toEqual({ kind: 'one', plat: plats[1] });
    expect(matchPlats(plats, 'number', '9')).toEqual({ kind: 'one', plat: plats[0] });
    expect(matchPlats(plats, 'name', 'hill')).toEqual({ kind: 'none' });
    expect(matchPlats(plats, 'name', '')).toEqual({ kind: 'empty' });
  });

  it('shows the dropdown of many only from 2 characters typed', () => {
    expect(matchPlats(plats, 'number', '1')).toEqual({ kind: 'many', plats: plats.slice(1), dropdown: false });
    expect(matchPlats(plats, 'name', 'NA')).toEqual({ kind: 'many', plats: [plats[0], plats[2]], dropdown: true });
  });
});
