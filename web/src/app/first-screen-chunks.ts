import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/** What the groups need of a chunk of a build made without them. */
export type BuiltChunk = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
};

/**
 * Code-splitting groups that put the first load in a few chunks instead of some seventy. Left to itself the bundler
 * makes a chunk of every module set the lazy screens share (Box, Stack, Paper...), and a first visit to `/login`
 * fetched 70 scripts: over HTTP/1.1's six connections, a dozen round trips one after the other on a slow line.
 *
 * Read from a build without the groups (`chunks`), so only code that build kept counts (an import of
 * `@mui/material` names its whole index, not the few components used):
 * - `app`: the modules of the chunks the entry loads, in one chunk beside the entry;
 * - one chunk per set of first screens (`roots`, the lazy modules of screen-preloads.ts) whose chunks hold a module
 *   the entry does not load: what only the login page needs, what the login and home pages share, and so on.
 *
 * A module's imports are loaded by every root that loads it, so the groups of more roots are formed first: a group
 * takes its modules' imports with it, and they must already sit in their own (wider) groups by then.
 */
export function firstScreenChunks(chunks: readonly BuiltChunk[], roots: readonly string[]): CodeSplittingGroup[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesLoadedBy = (chunk: BuiltChunk | undefined) => {
    const seen = new Set<string>();
    const stack = chunk ? [chunk.fileName] : [];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return new Set([...seen].flatMap((file) => byFile.get(file)!.moduleIds));
  };
  const app = modulesLoadedBy(chunks.find((chunk) => chunk.isEntry));
  const label = (root: string) => root.replace(/^.*\//, '').replace(/\.[tj]sx?$/, '');
  const loadedBy = new Map<string, string[]>();
  for (const root of roots) {
    const chunk = chunks.find((built) => built.facadeModuleId === root);
    if (!chunk) throw new Error(`first-screen-chunks: no chunk is built from ${root}`);
    for (const id of modulesLoadedBy(chunk)) {
      if (!app.has(id)) loadedBy.set(id, [...(loadedBy.get(id) ?? []), label(root)]);
    }
  }
  // Each module's group: how many first screens load it, and their names as the chunk's.
  const groupOf = new Map(
    [...loadedBy].map(([id, screens]) => [id, { size: screens.length, name: screens.sort().join('+') }]),
  );
  const screenGroups = roots.map((_, index): CodeSplittingGroup => {
    const size = roots.length - index;
    return {
      debugName: `first screens (${size})`,
      priority: size,
      name: (id) => {
        const group = groupOf.get(id);
        return group?.size === size ? group.name : null;
      },
    };
  });
  return [{ name: 'app', priority: roots.length + 1, test: (id) => app.has(id) }, ...screenGroups];
}
