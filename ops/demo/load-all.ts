import { resolve } from 'node:path';
import type { AppContext } from '../../services/platform/context';
import { progressBar } from '../progress-bar';
import { repositoryRoot } from '../runtime';
import { loadDemoData } from './load';
import { loadDemoRecords } from './records-load';

/** The whole demo county, once: configuration, accounts and users, then its records and their page images. */
export async function loadDemoCounty(ctx: AppContext): Promise<void> {
  if (await loadDemoData(ctx.pool)) ctx.logger.info('demo configuration, accounts and users loaded');
  const bars = {
    records: progressBar('Demo county: records and page images'),
    search: progressBar('Demo county: search tables'),
  };
  let shown: keyof typeof bars | undefined;
  const loaded = await loadDemoRecords(ctx.pool, resolve(repositoryRoot, ctx.config.DATA_DIR), (stage, done, total) => {
    if (shown && shown !== stage) process.stderr.write('\n');
    shown = stage;
    bars[stage].draw(total > 0 ? done / total : 1, done);
  });
  if (shown) process.stderr.write('\n');
  if (loaded) ctx.logger.info('demo county records loaded');
}
