import type { CallStats, ReadModelLag } from '@landrecords/contracts/monitoring/report';
import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { Formatters } from './format';
import { Panel, RowsTable } from './Panel';

export function CallsPanel({ calls, f }: { calls: readonly CallStats[]; f: Formatters }) {
  return (
    <Panel id="monitoring-calls" title="monitoring.calls.title" note="monitoring.calls.note">
      <RowsTable
        label="monitoring.calls.title"
        rows={calls}
        rowKey={(call) => `${call.method} ${call.route}`}
        empty="monitoring.calls.empty"
        columns={[
          { header: 'monitoring.calls.call', cell: (call) => <code>{`${call.method} ${call.route}`}</code> },
          { header: 'monitoring.calls.total', cell: (call) => f.count(call.total), numeric: true },
          { header: 'monitoring.calls.rate1m', cell: (call) => f.rate(call.ratePerSecond['1m']), numeric: true },
          { header: 'monitoring.calls.rate5m', cell: (call) => f.rate(call.ratePerSecond['5m']), numeric: true },
          { header: 'monitoring.calls.rate15m', cell: (call) => f.rate(call.ratePerSecond['15m']), numeric: true },
          { header: 'monitoring.calls.p50', cell: (call) => f.ms(call.p50Ms), numeric: true },
          { header: 'monitoring.calls.p95', cell: (call) => f.ms(call.p95Ms), numeric: true },
          { header: 'monitoring.calls.p99', cell: (call) => f.ms(call.p99Ms), numeric: true },
        ]}
      />
    </Panel>
  );
}

function LagState({ model }: { model: ReadModelLag }) {
  const translate = useTranslate();
  if (model.stalled) return <Chip size="small" color="error" label={translate('monitoring.readModels.stalled')} />;
  if (model.behindEvents > 0)
    return <Chip size="small" color="warning" label={translate('monitoring.readModels.catchingUp')} />;
  return <Chip size="small" color="success" label={translate('monitoring.readModels.current')} />;
}

export function ReadModelsPanel({ readModels, f }: { readModels: readonly ReadModelLag[]; f: Formatters }) {
  const translate = useTranslate();
  return (
    <Panel id="monitoring-read-models" title="monitoring.readModels.title" note="monitoring.readModels.note">
      <RowsTable
        label="monitoring.readModels.title"
        rows={readModels}
        rowKey={(model) => model.name}
        empty="monitoring.readModels.empty"
        columns={[
          { header: 'monitoring.readModels.name', cell: (model) => <code>{model.name}</code> },
          { header: 'monitoring.readModels.kind', cell: (model) => translate(`monitoring.readModels.${model.kind}`) },
          { header: 'monitoring.readModels.behindEvents', cell: (model) => f.count(model.behindEvents), numeric: true },
          {
            header: 'monitoring.readModels.behindSeconds',
            cell: (model) => f.seconds(model.behindSeconds),
            numeric: true,
          },
          { header: 'monitoring.readModels.state', cell: (model) => <LagState model={model} /> },
        ]}
      />
    </Panel>
  );
}
