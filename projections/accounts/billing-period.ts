import { readCountyConfig } from '../config/index';
import { sql, type Queryable } from '../platform/database';

/**
 * When the current billing period began: the last renewal day and time of the county's billing schedule
 * (002 §3), in the county's time zone. An account not billed (or renewed) since then needs it.
 */
export async function currentPeriodStart(db: Queryable): Promise<string> {
  const config = await readCountyConfig(db);
  const { renewalDay, renewalTime } = config.billingSchedule;
  const [hours, minutes] = renewalTime.split(':').map(Number) as [number, number];
  const zone = config.common.timeZone;
  return db.oneFirst(sql.unsafe`
    WITH here AS (SELECT now() AT TIME ZONE ${zone} AS local_now),
    candidate AS (
      SELECT make_timestamp(extract(year FROM local_now)::int, extract(month FROM local_now)::int, ${renewalDay},
        ${hours}, ${minutes}, 0) AS start, local_now FROM here)
    SELECT (CASE WHEN start > local_now THEN start - interval '1 month' ELSE start END) AT TIME ZONE ${zone}
    FROM candidate`) as Promise<string>;
}
