import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { Button, Form, SaveButton, SelectInput, TextInput, Toolbar, useTranslate, BooleanInput } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SortIcon from '@mui/icons-material/Sort';
import { accountDocTypeSchema, type AccountDocType } from '@landrecords/contracts/accounts/account';
import { AccountScreen, useAccountParams } from './AccountScreen';
import { useAccountPost, useAccountRead } from './useAccountCall';

type Container = { accountDocTypesContainer: { accountId: number; accountDocTypes: AccountDocType[] } };
type Values = { accountDocTypes: AccountDocType[] };

/** Document type rows are added 5 at a time (002 §9), each with the defaults PAGE, Show Image and Show Preview. */
const fiveBlankRows = (): AccountDocType[] => Array.from({ length: 5 }, () => accountDocTypeSchema.parse({}));
const chargeChoices = ['PAGE', 'DOCUMENT'].map((id) => ({ id, name: `accounts.docTypes.${id}` }));

function Rows({ onOrganize, organizing }: { onOrganize: (rows: AccountDocType[]) => void; organizing: boolean }) {
  const translate = useTranslate();
  const { getValues } = useFormContext<Values>();
  const { fields, append } = useFieldArray<Values>({ name: 'accountDocTypes' });
  const rowLabel = (index: number, column: string) =>
    translate('accounts.docTypes.cellLabel', { row: index + 1, column: translate(column) });
  return (
    <>
      <Box sx={{ overflowX: 'auto', width: '100%' }}>
        <Table size="small" aria-label={translate('accounts.docTypes.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('accounts.docTypes.documentType')}</TableCell>
              <TableCell>{translate('accounts.docTypes.imageChargeMethod')}</TableCell>
              <TableCell>{translate('accounts.docTypes.imageRetrieval')}</TableCell>
              <TableCell>{translate('accounts.docTypes.previewRetrieval')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => (
              <TableRow key={field.id}>
                <TableCell sx={{ minWidth: '10rem' }}>
                  <TextInput
                    source={`accountDocTypes.${index}.documentType`}
                    label={false}
                    size="small"
                    slotProps={{
                      htmlInput: { maxLength: 20, 'aria-label': rowLabel(index, 'accounts.docTypes.documentType') },
                    }}
                    parse={(value: string) => value.trim().toUpperCase()}
                    helperText={false}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: '10rem' }}>
                  <SelectInput
                    source={`accountDocTypes.${index}.imageChargeMethod`}
                    label={false}
                    size="small"
                    choices={chargeChoices}
                    helperText={false}
                    inputProps={{ 'aria-label': rowLabel(index, 'accounts.docTypes.imageChargeMethod') }}
                    SelectProps={{
                      inputProps: { 'aria-label': rowLabel(index, 'accounts.docTypes.imageChargeMethod') },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <BooleanInput
                    source={`accountDocTypes.${index}.imageRetrieval`}
                    label={false}
                    helperText={false}
                    options={{
                      slotProps: { input: { 'aria-label': rowLabel(index, 'accounts.docTypes.imageRetrieval') } },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <BooleanInput
                    source={`accountDocTypes.${index}.previewRetrieval`}
                    label={false}
                    helperText={false}
                    options={{
                      slotProps: { input: { 'aria-label': rowLabel(index, 'accounts.docTypes.previewRetrieval') } },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button label="accounts.docTypes.addRows" onClick={() => append(fiveBlankRows())}>
          <AddIcon />
        </Button>
        <Button
          label="accounts.docTypes.organize"
          disabled={organizing}
          onClick={() => onOrganize(getValues('accountDocTypes'))}
        >
          <SortIcon />
        </Button>
      </Box>
    </>
  );
}

/** /controlPanel/accountDocTypes/{id}/{name}: Account Document Type Settings (002 §3, §7). */
export function DocumentTypes() {
  const { id } = useAccountParams();
  const docTypes = useAccountRead<Container>('accountDocTypes', id);
  const read = { path: 'accountDocTypes', id };
  const save = useAccountPost<Container>('accountDocTypes', read);
  const organize = useAccountPost<Container>('accountDocTypes/organize', read);
  const rows = docTypes.data?.accountDocTypesContainer.accountDocTypes;
  return (
    <AccountScreen
      title="accounts.docTypes.title"
      loading={docTypes.isPending && !docTypes.error}
      error={docTypes.errorText}
    >
      {rows ? (
        <Form
          noValidate
          key={JSON.stringify(rows)}
          defaultValues={{ accountDocTypes: rows.length > 0 ? rows : fiveBlankRows() }}
          onSubmit={(values: FieldValues) =>
            save.mutateAsync({ accountId: id, accountDocTypes: (values as Values).accountDocTypes })
          }
        >
          <Rows
            organizing={organize.isPending}
            onOrganize={(accountDocTypes) => organize.mutate({ accountId: id, accountDocTypes })}
          />
          <Toolbar>
            <SaveButton label="accounts.screen.submit" />
          </Toolbar>
        </Form>
      ) : null}
    </AccountScreen>
  );
}
