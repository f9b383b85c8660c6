/** The page's numbers in the reader's language: counts, milliseconds, rates, sizes, durations. */
export function formatters(locale: string) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  return {
    count: (value: number) => number.format(value),
    ms: (value: number | null) => (value === null ? '—' : `${number.format(value)} ms`),
    rate: (perSecond: number) => rate.format(perSecond * 60),
    bytes: (value: number) => {
      let unit = 0;
      let scaled = value;
      while (scaled >= 1024 && unit < units.length - 1) {
        scaled /= 1024;
        unit += 1;
      }
      return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], maximumFractionDigits: 1 }).format(
        scaled,
      );
    },
    seconds: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(value),
    time: (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '—'),
  };
}

export type Formatters = ReturnType<typeof formatters>;
