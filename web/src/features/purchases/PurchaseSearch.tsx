import Search from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The document-number search box: the table shows the purchases whose number holds what was typed. */
export function PurchaseSearch({ value, onSearch }: { value: string; onSearch: (documentNumber: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('purchases.searchLabel')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
    >
      <TextField
        size="small"
        label={t('purchases.documentNumber')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 60 } }}
        sx={{ minWidth: 220, flex: '0 1 320px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />}>
        {t('purchases.search')}
      </Button>
      {value && (
        <Button
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          {t('purchases.showAll')}
        </Button>
      )}
    </Box>
  );
}
