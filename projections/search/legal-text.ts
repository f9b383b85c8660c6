import type { Legal } from '@landrecords/contracts/records/feed';

/** A legal description in words, when the feed gives its parts but no text. */
export function legalDescriptionText(legal: Legal): string {
  if (legal.description) return legal.description;
  const part = (label: string, value: string) => (value ? `${label} ${value}` : '');
  const parts =
    legal.type === 'MB'
      ? [
          [legal.qqqq, legal.qqq, legal.qq, legal.q].filter(Boolean).join(' '),
          part('Sec', legal.section),
          part('Twp', legal.township),
          part('Rng', legal.range),
          legal.municipality,
        ]
      : legal.type === 'CONDO'
        ? [
            part('Unit', legal.unit),
            part('Bldg', legal.building),
            part('Garage', legal.garage),
            part('Plat', legal.platCode),
          ]
        : [
            part('Lot', legal.lot),
            part('Sublot', legal.sublot),
            part('Block', legal.block),
            legal.otherLot ? `${legal.otherLotCode} ${legal.otherLot}`.trim() : '',
            part('Plat', legal.platCode),
            legal.municipality,
          ];
  return parts.filter(Boolean).join(' ');
}
