import { describe, expect, it } from '@jest/globals';
import { feedRecordSchema } from '@landrecords/contracts/records/feed';
import { sampleFolder } from '../../../tests/support/acris-samples';
import { acrisFeedSource, type AcrisReject } from './index';

describe('the ACRIS folder as the importer reads it', () => {
  it('gives one JSON record a line and how far through the folder they are', async () => {
    const rejects: AcrisReject[] = [];
    const source = acrisFeedSource(sampleFolder, (reject) => rejects.push(reject));
    expect(source.share()).toBe(0);
    const shares: number[] = [];
    const kinds: string[] = [];
    for await (const line of source.lines) {
      kinds.push(feedRecordSchema.parse(JSON.parse(line)).kind);
      shares.push(source.share());
    }
    expect(kinds.filter((kind) => kind === 'codeList')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'landDocument')).toHaveLength(100);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(source.share()).toBe(1);
    expect(rejects).toHaveLength(2);
  });
});
