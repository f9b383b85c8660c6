import { useId } from 'react';
import { Datagrid, DateField, FunctionField, ListBase, Pagination, useTranslate, type Identifier } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { HistoryEntry } from '@landrecords/contracts/users/history';
import { HistoryChanges } from './HistoryChanges';

export type HistoryProps = {
  /** Whose history: a user's or an account's. */
  resource: 'users' | 'accounts';
  id: Identifier;
};

/**
 * The change history of a user or an account (issue 23), newest first, 10 a page: when, who (or which system
 * process), from where, what happened and each field before and after. Read from
 * /api/admin/<resource>/<id>/history, which answers only a caller allowed to see it.
 */
export function History({ resource, id }: HistoryProps) {
  const translate = useTranslate();
  const headingId = useId();
  const eventOf = (entry: HistoryEntry) => translate(`history.events.${entry.type}`, { _: entry.type });
  const whoOf = (entry: HistoryEntry) =>
    entry.username ?? (entry.system ? translate('history.system', { name: entry.system }) : '—');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, px: 2, pb: 2 }}>
      <Typography component="h2" variant="h6" id={headingId} gutterBottom>
        {translate('history.title')}
      </Typography>
      <ListBase
        resource={`${resource}/${id}/history`}
        perPage={10}
        sort={{ field: 'id', order: 'DESC' }}
        disableSyncWithLocation
        storeKey={false}
      >
        {/* A phone scrolls the table sideways inside its own box, not the page. */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoHistory />}>
            <DateField source="at" label="history.fields.at" showTime sortable={false} />
            <FunctionField<HistoryEntry> label="history.fields.by" sortable={false} render={whoOf} />
            <FunctionField<HistoryEntry>
              label="history.fields.sourceIp"
              sortable={false}
              render={(entry) => entry.sourceIp ?? '—'}
            />
            <FunctionField<HistoryEntry> label="history.fields.event" sortable={false} render={eventOf} />
            <FunctionField<HistoryEntry>
              label="history.fields.changes"
              sortable={false}
              render={(entry) => <HistoryChanges entry={entry} />}
            />
          </Datagrid>
        </Box>
        <Pagination rowsPerPageOptions={[]} />
      </ListBase>
    </Box>
  );
}

function NoHistory() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('history.empty')}</Typography>;
}
