// The first load's chunks (first-screen-chunks.ts): the entry's modules in one chunk, each set of first screens'
// modules in one more, and the groups of more screens formed first.
import { describe, expect, it } from '@jest/globals';
import type { Rolldown } from 'vite';
import { firstScreenChunks, type BuiltChunk } from './first-screen-chunks';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null) =>
  ({ fileName, isEntry: fileName === 'index.js', facadeModuleId, moduleIds, imports }) satisfies BuiltChunk;

// As the bundler splits them alone: the entry, two screens, and what they share.
const built = [
  chunk('index.js', ['/web/src/main.tsx'], ['react.js']),
  chunk('react.js', ['/node_modules/react/index.js']),
  chunk('LoginPage.js', ['/web/src/LoginPage.tsx'], ['react.js', 'Box.js', 'zod.js'], '/web/src/LoginPage.tsx'),
  chunk('HomePage.js', ['/web/src/HomePage.tsx'], ['react.js', 'Box.js'], '/web/src/HomePage.tsx'),
  chunk('Box.js', ['/node_modules/@mui/material/Box.js', '/node_modules/@mui/system/Box.js']),
  chunk('zod.js', ['/node_modules/zod/index.js']),
  chunk('Register.js', ['/web/src/Register.tsx'], ['Box.js', 'Dialog.js'], '/web/src/Register.tsx'),
  chunk('Dialog.js', ['/node_modules/@mui/material/Dialog.js']),
];

/** The chunk name each group gives a module (null: not this group's). */
const namesOf = (groups: Rolldown.CodeSplittingGroup[], id: string) =>
  groups.map((group) =>
    typeof group.name === 'function'
      ? group.name(id, { getModuleInfo: () => null })
      : typeof group.test === 'function' && group.test(id)
        ? group.name
        : null,
  );

describe('the first load’s chunks', () => {
  const groups = firstScreenChunks(built, ['/web/src/LoginPage.tsx', '/web/src/HomePage.tsx']);

  it('puts what the entry loads in one chunk, formed first', () => {
    expect(namesOf(groups, '/web/src/main.tsx')).toEqual(['app', null, null]);
    expect(namesOf(groups, '/node_modules/react/index.js')).toEqual(['app', null, null]);
    expect(groups.map((group) => group.priority)).toEqual([3, 2, 1]);
  });

  it('puts what both screens load in one chunk, and what one loads in its own', () => {
    expect(namesOf(groups, '/node_modules/@mui/material/Box.js')).toEqual([null, 'HomePage+LoginPage', null]);
    expect(namesOf(groups, '/node_modules/@mui/system/Box.js')).toEqual([null, 'HomePage+LoginPage', null]);
    expect(namesOf(groups, '/node_modules/zod/index.js')).toEqual([null, null, 'LoginPage']);
    expect(namesOf(groups, '/web/src/LoginPage.tsx')).toEqual([null, null, 'LoginPage']);
  });

  it('leaves the modules only later screens load to the bundler', () => {
    expect(namesOf(groups, '/node_modules/@mui/material/Dialog.js')).toEqual([null, null, null]);
    expect(namesOf(groups, '/web/src/Register.tsx')).toEqual([null, null, null]);
  });

  it('refuses a first screen the build did not make a chunk of', () => {
    expect(() => firstScreenChunks(built, ['/web/src/Missing.tsx'])).toThrow('no chunk is built from');
  });
});
