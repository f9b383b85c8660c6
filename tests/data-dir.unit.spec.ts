import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { dataDirOf, repositoryRoot } from '../ops/runtime';

describe('DATA_DIR', () => {
  it('is taken as given when absolute, else from the repository', () => {
    expect(dataDirOf({ DATA_DIR: '/var/lib/landrecords' })).toBe('/var/lib/landrecords');
    expect(dataDirOf({ DATA_DIR: '.data' })).toBe(join(repositoryRoot, '.data'));
  });
});
