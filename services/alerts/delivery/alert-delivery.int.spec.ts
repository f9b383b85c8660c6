import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Watch } from '@landrecords/contracts/alerts/watch';
import type { FeedRecordInput } from '@landrecords/contracts/records/feed';
import { alertMatchingProjection } from '@landrecords/projections/alerts/matching/index';
import { sql } from '@landrecords/projections/platform/database';
import { catchUp } from '@landrecords/projections/platform/runner';
import { convert, documentOf, samplesWithRealWorldRows } from '../../../tests/support/acris-samples';
import { testContext } from '../../../tests/support/context';
import { logSettled } from '../../../tests/support/database';
import { feedLine, sampleLandDocument } from '../../../tests/support/records';
import { mailSubject, mailText, startSmtpListener, type ReceivedMail } from '../../../tests/support/smtp-listener';
import { saveSection } from '../../config/index';
import { queueContextOf, startWorkers } from '../../platform/queue/index';
import { importFeed } from '../../records/index';
import { confirmSubscription, requestSubscription, unsubscribe } from '../subscriber.commands';
import { alertDailyJob, alertImmediateJob } from './alert-delivery.job';
import { sendDueAlerts } from './send-alerts';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let ctx: Awaited<ReturnType<typeof testContext>>;
/** The real-world ACRIS rows (issue 12) converted by the real converter: SMITH-JONES, O'BRIEN, 1-02139-0051... */
let acris: FeedRecordInput[];

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await testContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://records.example.gov' });
  acris = (await convert(await samplesWithRealWorldRows())).records;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const system = { system: 'alert-test' };

/** Yesterday at 14:05 on the county's clock (Saipan), as the feed writes it and as the emails show it. */
const yesterday = (() => {
  const [year, month, day] = new Date(Date.now() + 10 * 3_600_000 - 86_400_000).toISOString().slice(0, 10).split('-');
  return {
    iso: `${year}-${month}-${day}T14:05:00+10:00`,
    en: `${month}/${day}/${year} 2:05 PM`,
    ja: `${year}/${month}/${day} 14:05`,
  };
})();
/** A real ACRIS document (issue 12's rows through the converter), recorded yesterday rather than in 2015. */
const recentAcris = (docId: string) => ({ ...documentOf(acris, docId), recordedDateTime: yesterday.iso });
const clerk = { actor: { userId: '5', username: 'county.clerk1', role: 'COUNTY' } };

/** Someone subscribes and (unless told not to) opens the emailed link. */
async function subscriber(
  email: string,
  watches: Watch[],
  options: { frequency?: 'IMMEDIATE' | 'DAILY'; confirm?: boolean; language?: 'ENGLISH' | 'JAPANESE' } = {},
) {
  const { frequency = 'IMMEDIATE', confirm = true, language = 'ENGLISH' } = options;
  const { subscriberId, token } = await requestSubscription(ctx.pool, { email, language, frequency, watches }, system);
  if (confirm) await confirmSubscription(ctx.pool, subscriberId, token, system);
  return subscriberId;
}

const record = (records: FeedRecordInput[]) => importFeed(ctx.pool, records.map(feedLine), system);
const match = async () => {
  await logSettled(ctx.pool);
  return catchUp(ctx.pool, alertMatchingProjection, 10);
};
const send = (frequency: 'IMMEDIATE' | 'DAILY' = 'IMMEDIATE', now?: Date) => sendDueAlerts(ctx, frequency, { now });
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.some((to) => to.includes(address)));
/** A header's value, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(mail.data.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' '))?.[1];

/** A feed document with this one grantor and grantee (no other test's watch matches it). */
const documentBy = (docId: string, lastName: string, firstName = '') =>
  sampleLandDocument({
    docId,
    grantors: [{ lastName, firstName, middleInitial: '' }],
    grantees: [{ lastName: 'Bank of Saipan', firstName: '', middleInitial: '' }],
    recordedDateTime: yesterday.iso,
  });
const name = (lastName: string, firstName = ''): Watch => ({ kind: 'NAME', lastName, firstName });
const legalDocument = (docId: string, legals: NonNullable<Parameters<typeof sampleLandDocument>[0]['legals']>) =>
  sampleLandDocument({
    docId,
    docNumber: `2026-${docId}`,
    recordedDateTime: yesterday.iso,
    grantors: [{ lastName: 'Tenorio', firstName: 'Ana', middleInitial: '' }],
    grantees: [{ lastName: 'Bank of Saipan', firstName: '', middleInitial: '' }],
    legals,
  });

describe('property alerts: matched as recorded, emailed once (issue 29)', () => {
  it('a document under a watched name, parcel and legal description each sends one email saying why', async () => {
    await subscriber('mary@example.com', [name('Smith Jones', 'Mary')]);
    await subscriber('columbia@example.com', [{ kind: 'PARCEL', parcelId: '1-2139-51' }]);
    await subscriber('lot@example.com', [{ kind: 'PLAT', plat: 'sun', lot: '5', block: '2' }], {
      language: 'JAPANESE',
    });
    await subscriber('section@example.com', [{ kind: 'STR', section: '12', township: '45N', range: '3W' }]);

    await record([
      recentAcris('2015070200456001'),
      recentAcris('2015070100123001'),
      recentAcris('2015070300789001'),
      legalDocument('L1', [{ type: 'LB', platCode: 'SUN', lot: '5', block: '2' }]),
      legalDocument('S1', [{ type: 'MB', section: '12', township: '45 N', range: '3W' }]),
    ]);
    await match();
    expect(await send()).toMatchObject({ sent: 4, bounced: 0 });

    const [mary] = mailsTo('mary@example.com');
    expect(mailsTo('mary@example.com')).toHaveLength(1);
    expect(mailSubject(mary!)).toBe('Property alert: a document was recorded in Demo County');
    const text = mailText(mary!);
    expect(text).toContain('MORTGAGE, document 2015000212399');
    expect(text).toContain(`Recorded: ${yesterday.en}`);
    expect(text).toContain('Grantors: SMITH-JONES, MARY A');
    expect(text).toContain('Why: your watch (name Smith Jones, Mary) matched the grantor SMITH-JONES, MARY A.');
    expect(text).toContain('See the document: https://records.example.gov/externalsearch/documentnumber/2015000212399');
    expect(text).toMatch(
      /Stop these alerts \(one click, no sign-in\): https:\/\/records\.example\.gov\/alerts\/unsubscribe\?token=\S+/,
    );
    expect(header(mary!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/records\.example\.gov\/api\/alerts\/unsubscribe\?token=\S+>$/,
    );
    expect(header(mary!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const columbia = mailsTo('columbia@example.com');
    expect(columbia).toHaveLength(1);
    expect(mailText(columbia[0]!)).toContain(
      "Why: your watch (parcel 1-2139-51) matched the document's parcel 1-02139-0051.",
    );
    const lot = mailsTo('lot@example.com');
    expect(lot).toHaveLength(1);
    expect(mailText(lot[0]!)).toContain(
      '理由: あなたの見守り(区画図 sun、ロット 5、ブロック 2)が書類の法的記述(区画図 SUN、ロット 5、ブロック 2)と一致しました。',
    );
    expect(mailText(lot[0]!)).toContain(`記録日時: ${yesterday.ja}`);
    expect(mailText(mailsTo('section@example.com')[0]!)).toContain(
      "Why: your watch (section 12, township 45N, range 3W) matched the document's legal description (section 12, township 45 N, range 3W).",
    );

    expect(await send()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(4);
  });

  it('a document imported twice, corrected, or read again from the log sends nothing more', async () => {
    const again = recentAcris('2015070200456001');
    await record([again]);
    await record([{ ...again, instrumentDescription: 'MORTGAGE (corrected)' }]);
    await match();
    await ctx.pool.query(sql.unsafe`
      UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0 WHERE name = 'alert-matching'`);
    await match();
    expect(await send()).toMatchObject({ sent: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('a matcher that dies half way sends every document once after its restart', async () => {
    await subscriber('camacho@example.com', [name('Camacho', 'Rosa')]);
    await record(
      Array.from({ length: 35 }, (_, n) =>
        sampleLandDocument({ docId: `K${100 + n}`, recordedDateTime: yesterday.iso }),
      ),
    );
    await logSettled(ctx.pool);
    let batches = 0;
    const dying = {
      ...alertMatchingProjection,
      apply: async (...args: Parameters<typeof alertMatchingProjection.apply>) => {
        await alertMatchingProjection.apply(...args);
        if (++batches === 3) throw new Error('killed during matching');
      },
    };
    await expect(catchUp(ctx.pool, dying, 10)).rejects.toThrow('killed during matching');
    const kept = await ctx.pool.oneFirst(sql.unsafe`
      SELECT count(*)::int FROM alert_matches WHERE doc_id LIKE 'K%'`);
    expect(kept).toBe(20);

    await match();
    expect(await send()).toMatchObject({ sent: 1 });
    const mails = mailsTo('camacho@example.com');
    expect(mails).toHaveLength(1);
    expect(mailSubject(mails[0]!)).toBe('Property alert: 35 documents were recorded in Demo County');
    expect(mailText(mails[0]!).match(/Why: /g)).toHaveLength(35);
  });

  it('sends nothing to an address that did not confirm, that unsubscribed, or for documents before the watch', async () => {
    await record([documentBy('B1', 'Borja', 'Ed')]);
    await match();
    await subscriber('unconfirmed@example.com', [name('Borja')], { confirm: false });
    const leaving = await subscriber('leaving@example.com', [name('Borja')]);
    const late = await subscriber('late@example.com', [name('Borja')]);
    await match();
    await record([documentBy('B2', 'Borja', 'Al')]);
    await match();
    await unsubscribe(ctx.pool, leaving, 'LINK', null, system);

    expect(await send()).toMatchObject({ sent: 1 });
    expect(mailsTo('unconfirmed@example.com')).toEqual([]);
    expect(mailsTo('leaving@example.com')).toEqual([]);
    const mails = mailsTo('late@example.com');
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain('Why: your watch (name Borja) matched the grantor Borja, Al.');
    expect(mailText(mails[0]!)).not.toContain('Borja, Ed');
    expect(late).toBeTruthy();
  });

  it('sends DAILY subscribers one email a county day, from 7 on its clock (Pacific/Saipan)', async () => {
    await subscriber('daily@example.com', [name('Deleon Guerrero')], { frequency: 'DAILY' });
    const deleon = (docId: string) => documentBy(docId, 'DeLeon Guerrero', 'Jo');
    await record([deleon('D1')]);
    await match();
    await record([deleon('D2')]);
    await match();

    expect(await send('DAILY', new Date('2026-11-26T20:30:00Z'))).toMatchObject({ sent: 0 }); // 06:30 on the 27th
    expect(await send('IMMEDIATE')).toMatchObject({ sent: 0 });
    expect(await send('DAILY', new Date('2026-11-26T21:05:00Z'))).toMatchObject({ sent: 1 }); // 07:05
    expect(mailSubject(mailsTo('daily@example.com')[0]!)).toBe(
      'Property alert: 2 documents were recorded in Demo County',
    );
    await record([deleon('D3')]);
    await match();
    expect(await send('DAILY', new Date('2026-11-27T09:00:00Z'))).toMatchObject({ sent: 0 }); // 19:00, same day
    expect(await send('DAILY', new Date('2026-11-27T21:10:00Z'))).toMatchObject({ sent: 1 }); // next day 07:10
    expect(mailsTo('daily@example.com')).toHaveLength(2);
    expect(mailText(mailsTo('daily@example.com')[1]!)).toContain('Warranty Deed, document D3');
  });

  it('sends nothing while the county has alerts off, nor later for what matched meanwhile', async () => {
    await subscriber('off@example.com', [name('Pangelinan')]);
    await saveSection(ctx.pool, 'propertyAlerts', { enabled: false }, clerk);
    await record([documentBy('P1', 'Pangelinan')]);
    await match();
    expect(await send()).toMatchObject({ sent: 0, dropped: 1 });
    await saveSection(ctx.pool, 'propertyAlerts', { enabled: true }, clerk);
    expect(await send()).toMatchObject({ sent: 0 });
    expect(mailsTo('off@example.com')).toEqual([]);
  });

  it('sends nothing for a backlog: documents recorded months before they reach the portal', async () => {
    await subscriber('backlog@example.com', [name('Manglona', 'Ben')]);
    await record([{ ...documentBy('OLD1', 'Manglona', 'Ben'), recordedDateTime: '2019-04-02T10:00:00+10:00' }]);
    await match();
    expect(await send()).toMatchObject({ sent: 0 });
    expect(mailsTo('backlog@example.com')).toEqual([]);
  });

  it("the worker's scheduled job sends an IMMEDIATE subscriber's alert by itself", async () => {
    await subscriber('worker@example.com', [name('Taitano', 'Vic')]);
    await record([documentBy('W1', 'Taitano', 'Vicente')]);
    await match();
    const workers = startWorkers([alertImmediateJob, alertDailyJob] as never, queueContextOf(ctx));
    try {
      const mail = await smtp.nextMailTo('worker@example.com', 30_000);
      expect(mailText(mail)).toContain('Why: your watch (name Taitano, Vic) matched the grantor Taitano, Vicente.');
    } finally {
      await workers.close();
    }
  });
});
