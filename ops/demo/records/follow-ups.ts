/**
 * What a recorded document sets in motion, due some days later: the satisfaction of a paid-off mortgage,
 * the mortgage that follows a sale, the release of a lien. Kept in a binary heap by due position (ties in
 * the order they were scheduled), so the county's chains stay in memory only while they are open.
 */

export interface FollowUp {
  due: number;
  order: number;
  /** Runs it; true when it recorded what it was due to (a land document, for the land queue). */
  run: () => boolean;
}

export class FollowUps {
  private readonly heap: FollowUp[] = [];
  private order = 0;

  get size(): number {
    return this.heap.length;
  }

  add(due: number, run: () => boolean): void {
    const item = { due, order: this.order++, run };
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, heap[parent]!)) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = item;
  }

  /** The earliest follow-up due at or before `position`, taken out of the queue. */
  takeDue(position: number): FollowUp | undefined {
    const heap = this.heap;
    if (heap.length === 0 || heap[0]!.due > position) return undefined;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && before(heap[right]!, heap[left]!) ? right : left;
        if (!before(heap[child]!, last)) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

const before = (a: FollowUp, b: FollowUp) => a.due < b.due || (a.due === b.due && a.order < b.order);
