import { useTranslate } from 'react-admin';
import { Alert, Chip } from '@mui/material';
import type { MonitoringReport } from '@landrecords/contracts/monitoring/report';
import type { Formatters } from './format';
import { Facts, Panel } from './Panel';

function Reachable({ up }: { up: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={up ? 'success' : 'error'}
      label={translate(up ? 'monitoring.stores.up' : 'monitoring.stores.down')}
    />
  );
}

export function PostgresPanel({ postgres, f }: { postgres: MonitoringReport['postgres']; f: Formatters }) {
  return (
    <Panel id="monitoring-postgres" title="monitoring.postgres.title">
      {postgres.reachable ? (
        <Facts
          label="monitoring.postgres.title"
          facts={[
            ['monitoring.stores.status', <Reachable key="up" up />],
            ['monitoring.postgres.responseMs', f.ms(postgres.responseMs)],
            [
              'monitoring.postgres.connections',
              `${f.count(postgres.connections)} / ${f.count(postgres.maxConnections)}`,
            ],
            ['monitoring.postgres.databaseSize', f.bytes(postgres.databaseBytes)],
            ['monitoring.postgres.version', postgres.version],
          ]}
        />
      ) : (
        <Unreachable text="monitoring.postgres.down" />
      )}
    </Panel>
  );
}

export function RedisPanel({ redis, f }: { redis: MonitoringReport['redis']; f: Formatters }) {
  const translate = useTranslate();
  return (
    <Panel id="monitoring-redis" title="monitoring.redis.title">
      {redis.reachable ? (
        <Facts
          label="monitoring.redis.title"
          facts={[
            ['monitoring.stores.status', <Reachable key="up" up />],
            ['monitoring.redis.pingMs', f.ms(redis.pingMs)],
            ['monitoring.redis.usedMemory', f.bytes(redis.usedMemoryBytes)],
            ['monitoring.redis.peakMemory', f.bytes(redis.peakMemoryBytes)],
            [
              'monitoring.redis.maxMemory',
              redis.maxMemoryBytes > 0 ? f.bytes(redis.maxMemoryBytes) : translate('monitoring.redis.noLimit'),
            ],
          ]}
        />
      ) : (
        <Unreachable text="monitoring.redis.down" />
      )}
    </Panel>
  );
}

/** LandLink's own summary, as it names its figures. */
export function LandLinkPanel({ landLink, f }: { landLink: NonNullable<MonitoringReport['landLink']>; f: Formatters }) {
  const translate = useTranslate();
  const facts = Object.entries(landLink).map(([name, value]): [string, string] => [
    translate(`monitoring.landLink.${name}`, { _: name }),
    name.endsWith('At') && (typeof value === 'string' || value === null)
      ? f.time(value)
      : typeof value === 'boolean'
        ? translate(value ? 'monitoring.yes' : 'monitoring.no')
        : typeof value === 'number'
          ? f.count(value)
          : String(value ?? '—'),
  ]);
  return (
    <Panel id="monitoring-landlink" title="monitoring.landLink.title">
      <Facts label="monitoring.landLink.title" facts={facts} />
    </Panel>
  );
}

function Unreachable({ text }: { text: string }) {
  const translate = useTranslate();
  return <Alert severity="error">{translate(text)}</Alert>;
}
