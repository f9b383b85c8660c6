import { Box, Button, Grid, MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { watchKinds, type WatchKind } from '@landrecords/contracts/alerts/watch';
import { TextInput } from '../../components/form/TextInput';

const kindLabels = (t: TFunction): Record<WatchKind, string> => ({
  NAME: t('propertyAlerts.kind.NAME'),
  PARCEL: t('propertyAlerts.kind.PARCEL'),
  PLAT: t('propertyAlerts.kind.PLAT'),
  STR: t('propertyAlerts.kind.STR'),
});

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  /** Where this watch's fields are in the form: 'watches.2' in the sign-up, 'watch' in "Add a watch". */
  prefix: string;
  kind: WatchKind;
  onKindChange: (kind: WatchKind) => void;
  /** The watch's heading: "Watch 2". */
  legend: string;
  /** Offered when the form has more than one watch. */
  onRemove?: () => void;
};

/**
 * One watch of the alerts forms: what it watches (a name, a parcel ID, a plat with lot and block, or section,
 * township and range), then that kind's fields, each with its rule's message under it.
 */
export function WatchFields<Values extends FieldValues>({
  control,
  prefix,
  kind,
  onKindChange,
  legend,
  onRemove,
}: Props<Values>) {
  const { t } = useTranslation();
  const kindId = useId();
  const text = (name: string, label: string, extra: { required?: boolean; helperText?: string } = {}) => (
    <TextInput control={control} name={`${prefix}.${name}` as Path<Values>} label={label} {...extra} />
  );
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 500 }}>
        {legend}
      </Box>
      <TextField
        select
        id={kindId}
        label={t('propertyAlerts.kind.label')}
        value={kind}
        onChange={(event) => onKindChange(event.target.value as WatchKind)}
        fullWidth
        margin="dense"
      >
        {watchKinds.map((option) => (
          <MenuItem key={option} value={option}>
            {kindLabels(t)[option]}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'NAME' && (
        <>
          {text('lastName', t('propertyAlerts.fields.lastName'), {
            required: true,
            helperText: t('propertyAlerts.fields.lastNameHint'),
          })}
          {text('firstName', t('propertyAlerts.fields.firstName'), {
            helperText: t('propertyAlerts.fields.firstNameHint'),
          })}
        </>
      )}
      {kind === 'PARCEL' &&
        text('parcelId', t('propertyAlerts.fields.parcelId'), {
          required: true,
          helperText: t('propertyAlerts.fields.parcelIdHint'),
        })}
      {kind === 'PLAT' && (
        <>
          {text('plat', t('propertyAlerts.fields.plat'), {
            required: true,
            helperText: t('propertyAlerts.fields.platHint'),
          })}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('lot', t('propertyAlerts.fields.lot'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('block', t('propertyAlerts.fields.block'))}</Grid>
          </Grid>
        </>
      )}
      {kind === 'STR' && (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            {text('section', t('propertyAlerts.fields.section'), { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {text('township', t('propertyAlerts.fields.township'), { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('range', t('propertyAlerts.fields.range'), { required: true })}</Grid>
        </Grid>
      )}
      {onRemove && (
        <Button onClick={onRemove} sx={{ mt: 1 }}>
          {t('propertyAlerts.removeWatch', { watch: legend })}
        </Button>
      )}
    </Box>
  );
}
