import { memo, useId } from 'react';
import { get, useController, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { Button, useNotify, useTranslate } from 'react-admin';
import { Box, FormHelperText, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SortIcon from '@mui/icons-material/Sort';
import { useTranslation } from 'react-i18next';
import { configMessages } from '@landrecords/contracts/config/messages';
import { translateMessage } from '@landrecords/ui/i18n/server-messages';
import { addableRows, blankSpecialRates, organizedRows, type SpecialRateFormRow } from './special-rate-rows';

const columns = ['documentType', 'instrumentCode', 'documentRate', 'firstPageRate', 'additionalPagesRate'] as const;
type Column = (typeof columns)[number];
const isRate = (column: Column) => column !== 'documentType' && column !== 'instrumentCode';

const label = (column: Column) => `controlPanel.feeStructure.form.specialRates.${column}`;

/** One cell: its error shows as the cell's outline, the words under the table (they are a row's, not a cell's). */
function Cell({ name, column, row, describedBy }: { name: string; column: Column; row: number; describedBy: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const rate = isRate(column);
  return (
    <TextField
      size="small"
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | number | null | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => {
        const value = event.target.value;
        field.onChange(rate ? (value.trim() === '' ? null : value) : value.toUpperCase());
      }}
      type={rate ? 'number' : 'text'}
      error={fieldState.invalid}
      slotProps={{
        htmlInput: {
          'aria-label': translate('controlPanel.feeStructure.form.specialRates.cell', {
            row: row + 1,
            column: translate(label(column)),
          }),
          'aria-invalid': fieldState.invalid,
          'aria-describedby': fieldState.invalid ? describedBy : undefined,
          ...(rate ? { step: 0.01, min: 0, inputMode: 'decimal' } : { maxLength: 20 }),
        },
      }}
    />
  );
}

/** A row, drawn again only when its own place changes: adding 5 rows to 95 leaves the 95 as they are. */
const Row = memo(function Row({ source, index, describedBy }: { source: string; index: number; describedBy: string }) {
  return (
    <TableRow data-testid="special-rate-row">
      <TableCell>{index + 1}</TableCell>
      {columns.map((column) => (
        <TableCell key={column} sx={{ minWidth: isRate(column) ? '8rem' : '9rem' }}>
          <Cell name={`${source}.${index}.${column}`} column={column} row={index} describedBy={describedBy} />
        </TableCell>
      ))}
    </TableRow>
  );
});

/** The distinct messages of the table's rows, once each, in the reader's language (002 §5 Special rates). */
function useTableMessages(source: string): string[] {
  const { t } = useTranslation();
  const { errors } = useFormState({ name: source });
  type Said = { message?: unknown; root?: { message?: unknown } };
  const tableErrors = get(errors, source) as (Said & Array<Record<string, Said> | undefined>) | Said | undefined;
  const texts = new Set<string>();
  // react-admin's validation wraps its messages ({ message }); the server's, set under the cells, are text.
  const add = (said: unknown) => {
    const message = typeof said === 'object' && said !== null ? (said as { message?: unknown }).message : said;
    if (typeof message === 'string' && message) texts.add(translateMessage(t, message));
  };
  if (Array.isArray(tableErrors)) {
    for (const rowErrors of tableErrors as Array<Record<string, Said> | undefined>) {
      for (const column of columns) add(rowErrors?.[column]?.message);
    }
  }
  add(tableErrors?.message);
  add(tableErrors?.root?.message);
  return [...texts];
}

/**
 * A special rate table (002 §3 Special rate row): 5 blank rows added at a time up to 100 entries, the limit checked
 * once the table has 10 or more rows (§9); Organize drops blank rows, sorts the rest and turns blank rates into 0.
 * Its rules' messages show under the table. `source` is the table's field: 'rates' or the card's 'specialRates'.
 */
export function SpecialRatesTable({ source }: { source: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { t } = useTranslation();
  const messagesId = useId();
  const { getValues } = useFormContext();
  const { fields, append, replace } = useFieldArray({ name: source });
  const messages = useTableMessages(source);

  const addRows = () => {
    const adding = addableRows(fields.length);
    if (adding === 0) {
      notify(translateMessage(t, configMessages.specialRateLimit), { type: 'warning' });
      return;
    }
    append(blankSpecialRates(adding));
  };
  const organize = () => replace(organizedRows(getValues(source) as SpecialRateFormRow[]));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {translate('controlPanel.feeStructure.form.specialRates.title')}
      </Box>
      <FormHelperText sx={{ mb: 1 }}>{translate('controlPanel.feeStructure.form.specialRates.allHint')}</FormHelperText>
      <Box sx={{ overflowX: 'auto', width: '100%' }}>
        <Table size="small" aria-label={translate('controlPanel.feeStructure.form.specialRates.title')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                #
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {translate(label(column))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <Row key={field.id} source={source} index={index} describedBy={messagesId} />
            ))}
          </TableBody>
        </Table>
      </Box>
      {fields.length === 0 ? (
        <FormHelperText>{translate('controlPanel.feeStructure.form.specialRates.empty')}</FormHelperText>
      ) : null}
      <Box id={messagesId} role="alert" sx={{ mt: 1 }}>
        {messages.map((message) => (
          <FormHelperText key={message} error>
            {message}
          </FormHelperText>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button label="controlPanel.feeStructure.form.specialRates.addRows" onClick={addRows}>
          <AddIcon />
        </Button>
        <Button label="controlPanel.feeStructure.form.specialRates.organize" onClick={organize}>
          <SortIcon />
        </Button>
      </Box>
    </Box>
  );
}
