import type { AppContext } from '../../services/platform/context';
import { progressBar } from '../progress-bar';
import { dataDirOf } from '../runtime';
import { demoEscrowDeposit } from './escrow-deposit';
import { loadDemoData } from './load';
import { demoRecords, loadDemoRecords } from './records-load';

/**
 * The whole demo county, once: configuration, accounts and users, then its records and their page images
 * (DEMO_DOCUMENTS of them, default 20,000; 0 loads no records).
 */
export async function loadDemoCounty(ctx: AppContext): Promise<void> {
  if (await loadDemoData(ctx.pool)) {
    // The escrow title company starts with $500.00 in escrow, so its users can search and buy at once.
    await demoEscrowDeposit(ctx.pool, 500_00, 'demo-opening-deposit');
    ctx.logger.info('demo configuration, accounts and users loaded');
  }
  const documents = ctx.config.DEMO_DOCUMENTS;
  if (documents === 0) return;
  const bars = {
    records: progressBar('Demo county: records and page images'),
    search: progressBar('Demo county: search tables'),
  };
  let shown: keyof typeof bars | undefined;
  const loaded = await loadDemoRecords(
    ctx.pool,
    dataDirOf(ctx.config),
    (stage, done, total) => {
      if (shown && shown !== stage) process.stderr.write('\n');
      shown = stage;
      bars[stage].draw(total > 0 ? done / total : 1, done);
    },
    { ...demoRecords, documents },
  );
  if (shown) process.stderr.write('\n');
  if (loaded) ctx.logger.info('demo county records loaded');
}
