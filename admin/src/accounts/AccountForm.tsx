import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { accountTypes, nonALaCartePaymentMethods, paymentMethods } from '@landrecords/contracts/codes';
import { formatDollars } from '@landrecords/contracts/money-format';
import { states } from '@landrecords/contracts/validation/states';
import { formatStandardPhone } from '@landrecords/contracts/validation/person';
import { accountValidator } from './accountValidation';
import { AccountDeleteButton } from './AccountDeleteButton';
import { useFlatFeeRates } from './useFlatFeeRates';
import { useServerMessage } from './useServerMessage';
import type { AccountRow } from './types';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function AccountFormToolbar() {
  const record = useRecordContext<AccountRow>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.id ? <AccountDeleteButton inForm /> : null}
    </Toolbar>
  );
}

/** The dependent rules of 002 §5: what each type and payment method offers, shows and forces. */
function AccountFields() {
  const translate = useTranslate();
  const record = useRecordContext<AccountRow>();
  const { setValue, getValues } = useFormContext();
  const accountType = useWatch({ name: 'accountType' }) as AccountRow['accountType'];
  const paymentMethod = useWatch({ name: 'paymentMethod' }) as AccountRow['paymentMethod'];
  const flatFeeRateLevel = Number(useWatch({ name: 'flatFeeRateLevel' }) ?? 0);
  const rates = useFlatFeeRates().data;
  const inactive = record?.status === 'I';

  const offered = accountType === 'A_LA_CARTE' ? paymentMethods : nonALaCartePaymentMethods;
  useEffect(() => {
    if (!offered.includes(paymentMethod)) setValue('paymentMethod', offered[0], { shouldDirty: true });
  }, [offered, paymentMethod, setValue]);
  useEffect(() => {
    if (paymentMethod !== 'CREDIT_CARD' && getValues('postToLandLink') !== true) {
      setValue('postToLandLink', true, { shouldDirty: true });
    }
  }, [paymentMethod, getValues, setValue]);

  const rateChoices = useMemo(() => {
    const choices = [{ id: 0, name: translate('accounts.form.rateFree') }];
    (rates ?? []).forEach((rate, index) => {
      if (!rate.option && flatFeeRateLevel !== index + 1) return;
      const cost = formatDollars(Math.round((rate.cost ?? 0) * 100));
      choices.push({
        id: index + 1,
        name: rate.unlimitedNumberOfPages
          ? translate('accounts.form.rateUnlimited', { option: index + 1, cost })
          : translate('accounts.form.rateImages', { option: index + 1, count: rate.numberOfPages ?? 0, cost }),
      });
    });
    return choices;
  }, [rates, flatFeeRateLevel, translate]);

  const half = { flex: '1 1 14rem' };
  return (
    <>
      <TextInput source="name" label="accounts.fields.name" parse={trimmed} fullWidth />
      <Row>
        <SelectInput
          source="accountType"
          isRequired
          label="accounts.fields.accountType"
          choices={accountTypes.map((id) => ({ id, name: `accounts.accountType.${id}` }))}
          readOnly={inactive}
          sx={half}
        />
        <SelectInput
          source="paymentMethod"
          isRequired
          label="accounts.fields.paymentMethod"
          choices={offered.map((id) => ({ id, name: `accounts.paymentMethod.${id}` }))}
          readOnly={inactive}
          sx={half}
        />
      </Row>
      <Row>
        {accountType === 'FLAT_FEE' ? (
          <SelectInput
            source="flatFeeRateLevel"
            isRequired
            label="accounts.fields.flatFeeRateLevel"
            choices={rateChoices}
            translateChoice={false}
            readOnly={inactive}
            sx={half}
          />
        ) : (
          <NumberInput
            source="monthlyFee"
            label="accounts.fields.monthlyFee"
            step={0.01}
            min={0}
            readOnly={inactive}
            sx={half}
          />
        )}
        <TextInput
          source="landLinkAccount"
          label="accounts.fields.landLinkAccount"
          parse={trimmed}
          slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
          sx={half}
        />
      </Row>
      <Row>
        {accountType === 'FLAT_FEE' && flatFeeRateLevel > 0 ? (
          <BooleanInput source="userReload" label="accounts.fields.userReload" />
        ) : null}
        {paymentMethod === 'CREDIT_CARD' ? (
          <BooleanInput source="postToLandLink" label="accounts.fields.postToLandLink" />
        ) : null}
      </Row>
      <TextInput source="address" label="accounts.fields.address" parse={trimmed} readOnly={inactive} fullWidth />
      <Row>
        <TextInput source="city" label="accounts.fields.city" parse={trimmed} readOnly={inactive} sx={half} />
        <SelectInput
          source="state"
          label="accounts.fields.state"
          choices={states.map(({ code, description }) => ({ id: code, name: description }))}
          translateChoice={false}
          emptyText=""
          readOnly={inactive}
          sx={half}
        />
        <TextInput
          source="zip"
          label="accounts.fields.zip"
          parse={(value: string) => value.replace(/\D/g, '').slice(0, 5)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          readOnly={inactive}
          sx={half}
        />
      </Row>
      <Row>
        <TextInput
          source="phone"
          label="accounts.fields.phone"
          parse={formatStandardPhone}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          readOnly={inactive}
          sx={half}
        />
        <TextInput
          source="email"
          label="accounts.fields.email"
          type="email"
          parse={(value: string) => value.trim().toLowerCase()}
          readOnly={inactive}
          sx={half}
        />
      </Row>
      {record?.id ? (
        <Typography variant="body2" color="text.secondary">
          {translate('accounts.fields.lastTasks')}:{' '}
          {record.lastTasks ? new Date(record.lastTasks).toLocaleString() : '—'}
          {inactive ? ` · ${translate('accounts.form.inactiveNote')}` : ''}
        </Typography>
      ) : null}
    </>
  );
}

const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' }}>{children}</Box>
);

/** The account entry form (002 §2.4 /controlPanel/accounts/{id}, §5). */
export function AccountForm() {
  const { say } = useServerMessage();
  const validate = useMemo(() => accountValidator(say), [say]);
  return (
    <SimpleForm noValidate validate={validate} toolbar={<AccountFormToolbar />} sx={{ maxWidth: '48rem' }}>
      <AccountFields />
    </SimpleForm>
  );
}
