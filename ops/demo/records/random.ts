/**
 * The generator's only source of chance: mulberry32, a small seeded PRNG, so one seed always gives the same
 * county. Weighted tables pick by cumulative weight (binary search), which keeps Zipf-like name frequencies.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** An integer in [min, max], most often near min: the larger `skew`, the stronger the pull. */
  skewed(min: number, max: number, skew = 2): number {
    return min + Math.floor(this.next() ** skew * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A log-normal-ish factor around 1 (spread 0.3 gives most values between 0.6 and 1.6). */
  spread(width: number): number {
    const normal = (this.next() + this.next() + this.next() - 1.5) * 2;
    return Math.exp(normal * width);
  }

  /** A new generator for an independent stream (its own sequence, derived from this one). */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4294967296));
  }
}

export class WeightedTable<T> {
  private readonly items: T[];
  private readonly cumulative: Float64Array;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => (this.cumulative[i] = sum += weight));
  }

  pick(random: Random): T {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

/** FNV-1a of a text as a fraction in [0, 1): a choice that depends on a key only, not on the PRNG's position. */
export function fractionOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 4294967296;
}
