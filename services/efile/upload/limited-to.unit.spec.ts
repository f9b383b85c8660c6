import { describe, expect, it } from '@jest/globals';
import { limitedTo } from './limited-to';

describe('limitedTo', () => {
  it('runs at most so many at once, the rest in order as each finishes, through failures too', async () => {
    const run = limitedTo(2);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      run(async () => {
        now++;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now--;
        order.push(n);
        if (n === 2) throw new Error('page 2 is damaged');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await run(async () => 'free again')).toBe('free again');
  });
});
