/** One line on stderr, redrawn in place: a bar, the share done, records a second and the time left. */
export function progressBar(label: string) {
  const started = Date.now();
  return {
    draw(share: number, records: number, extra = '') {
      const seconds = (Date.now() - started) / 1000;
      const eta = share > 0 ? Math.max(0, Math.round(seconds / share - seconds)) : 0;
      const filled = Math.round(Math.min(1, share) * 30);
      const rate = Math.round(records / Math.max(seconds, 0.001));
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ` +
          `${records.toLocaleString('en-US')} records  ${rate.toLocaleString('en-US')}/s  ${extra}  ETA ${eta}s   `,
      );
    },
    seconds: () => (Date.now() - started) / 1000,
  };
}
