import { coverRows, page, stampRows, text, type TemplateName } from './page-layout';

/**
 * The drawn parts of forms: a plat's lots along a public road with a north arrow (also an exhibit's sketch),
 * and the ruled columns of a ledger page or a certificate's memorials.
 */

export function drawing(name: TemplateName): string {
  const top = name === 'plat' || name === 'ledger' ? stampRows + coverRows + 40 : stampRows + 60;
  if (name === 'plat' || name === 'exhibit') {
    const lots: string[] = [];
    for (let i = 0; i < 12; i++) {
      const x = 260 + (i % 6) * 200;
      const y = top + (name === 'exhibit' ? 520 : 80) + Math.floor(i / 6) * 360;
      lots.push(`<rect x="${x}" y="${y}" width="200" height="300" fill="none" stroke="#000" stroke-width="3"/>`);
      lots.push(text(x + 80, y + 160, 34, String(i + 1)));
    }
    const road = top + (name === 'exhibit' ? 480 : 40);
    return `${lots.join('')}<line x1="200" y1="${road}" x2="1500" y2="${road}" stroke="#000" stroke-width="4"/>${text(760, road - 10, 24, 'PUBLIC ROAD')}<path d="M1450 ${top + 900} l30 -90 l30 90 z" fill="#000"/>${text(1470, top + 940, 30, 'N')}`;
  }
  if (name === 'ledger' || name === 'memorials') {
    const rows: string[] = [];
    for (let y = top + 120; y < page.height - 120; y += 64)
      rows.push(`<line x1="120" y1="${y}" x2="1580" y2="${y}" stroke="#000" stroke-width="2"/>`);
    const columns = [120, 420, 760, 1100, 1340, 1580].map(
      (x) => `<line x1="${x}" y1="${top + 56}" x2="${x}" y2="${page.height - 120}" stroke="#000" stroke-width="2"/>`,
    );
    const heads =
      name === 'ledger'
        ? ['GRANTOR', 'GRANTEE', 'DESCRIPTION', 'DATE', 'BOOK/PAGE']
        : ['DOCUMENT', 'KIND OF INSTRUMENT', 'IN FAVOR OF', 'DATE', 'REGISTRAR'];
    return (
      rows.join('') +
      columns.join('') +
      heads.map((head, i) => text([140, 440, 780, 1120, 1360][i]!, top + 100, 20, head, 'font-weight="bold"')).join('')
    );
  }
  return '';
}
