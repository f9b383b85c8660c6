/**
 * @pdf-lib/fontkit's build calls a global `regeneratorRuntime` (Babel's generator helper) in the one generator it
 * has: the syllable matcher of its Indic and Universal shapers, so the first Bengali text throws "regeneratorRuntime
 * is not defined". This is the part of that helper the matcher uses: the compiled body is called with a context
 * whose `next` says where to resume; a `return` is a yield unless the body called `stop()`.
 */
type Context = { prev: number | string; next: number | string; done: boolean; stop(): undefined };
type CompiledBody = (context: Context) => unknown;

const runtime = {
  mark: <T>(generatorFunction: T) => generatorFunction,
  wrap(body: CompiledBody) {
    const context: Context = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
        return undefined;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = body(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};

const withRuntime = globalThis as typeof globalThis & { regeneratorRuntime?: unknown };
withRuntime.regeneratorRuntime ??= runtime;

export {};
