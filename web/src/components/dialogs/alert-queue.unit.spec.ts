import { describe, expect, it } from '@jest/globals';
import { alertQueue } from './alert-queue';

/** Which of the callers' promises have resolved, after the microtasks queued so far have run. */
async function settled(promises: Promise<void>[]) {
  const done = promises.map(() => false);
  promises.forEach((promise, index) => void promise.then(() => (done[index] = true)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the alert queue (000 §2 Alert dialog)', () => {
  it('shows a second alert only after the first is closed, and resumes each caller when its own alert closes', async () => {
    const queue = alertQueue<string>();
    const first = queue.show('Authorization successful');
    const second = queue.show('There are insufficient funds.');
    expect(queue.current()?.alert).toBe('Authorization successful');
    expect(await settled([first, second])).toEqual([false, false]);

    queue.close(queue.current()!.id);
    expect(await settled([first, second])).toEqual([true, false]);
    expect(queue.current()?.alert).toBe('There are insufficient funds.');

    queue.close(queue.current()!.id);
    expect(await settled([first, second])).toEqual([true, true]);
    expect(queue.current()).toBeNull();
  });

  it('keeps the order of three callers, each seeing its own alert', async () => {
    const queue = alertQueue<string>();
    const seen: string[] = [];
    const callers = ['one', 'two', 'three'].map((text) => queue.show(text).then(() => seen.push(text)));
    while (queue.current()) {
      seen.push(`shown ${queue.current()!.alert}`);
      queue.close(queue.current()!.id);
      await settled([]);
    }
    expect(await settled(callers.map((caller) => caller.then(() => undefined)))).toEqual([true, true, true]);
    expect(seen).toEqual(['shown one', 'one', 'shown two', 'two', 'shown three', 'three']);
  });

  it('closes a dialog once: a second close of the same alert (backdrop and button) does not close the next', async () => {
    const queue = alertQueue<string>();
    const first = queue.show('first');
    const second = queue.show('second');
    const { id } = queue.current()!;
    queue.close(id);
    queue.close(id);
    expect(queue.current()?.alert).toBe('second');
    expect(await settled([first, second])).toEqual([true, false]);
  });

  it('tells its subscribers when the alert on screen changes, and stops when they leave', () => {
    const queue = alertQueue<string>();
    let calls = 0;
    const leave = queue.subscribe(() => calls++);
    void queue.show('first');
    void queue.show('second');
    expect(calls).toBe(1);
    queue.close(queue.current()!.id);
    expect(calls).toBe(2);
    leave();
    queue.close(queue.current()!.id);
    expect(calls).toBe(2);
  });

  it('gives each alert shown its own id, so a dialog keyed by it opens anew', () => {
    const queue = alertQueue<string>();
    void queue.show('same');
    void queue.show('same');
    const first = queue.current()!;
    queue.close(first.id);
    expect(queue.current()!.id).not.toBe(first.id);
  });
});
