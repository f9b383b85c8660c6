import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import {
  BooleanInput,
  Confirm,
  FunctionField,
  Labeled,
  PasswordInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { codeDescriptions } from '@landrecords/contracts/codes';
import { messageOfText } from '@landrecords/contracts/messages';
import { userFormSchema, type UserRecord } from '@landrecords/contracts/users/user';
import { formatEmail, formatPhone, formatZip } from './formatting';
import { UserFormToolbar } from './UserFormToolbar';
import { seesProtected, type UserTemplate } from './useUserTemplate';
import { schemaResolver } from './userResolver';

export const messageKeyOf = (text: string) => {
  const declared = messageOfText(text);
  return declared ? { key: `messages.${declared.code}`, params: { ...declared.params } } : null;
};

type Values = Record<string, unknown>;

const columns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' };

function PhoneInput({ disabled }: { disabled: boolean }) {
  const format = useWatch({ name: 'phoneFormatType' });
  return <TextInput source="phone" label="users.fields.phone" parse={formatPhone(format)} disabled={disabled} />;
}

/**
 * The user entry form (002 §3 User, §4, §5): username only at creation; read-only for an existing user whose
 * status is not A, with account and user type as fixed text; user types and accounts from the caller's allowable
 * lists; View Protected Documents for county staff, asked and announced on save. The rules are contracts/'s.
 */
export function UserForm({ template, isNew }: { template: UserTemplate; isNew: boolean }) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const { save } = useSaveContext();
  const [pending, setPending] = useState<Values | null>(null);
  const readOnly = !isNew && record?.status !== 'A';
  const staff = seesProtected(template);
  const resolver = useMemo(
    () => schemaResolver<Values>(userFormSchema, messageKeyOf, (values) => ({ ...values, id: isNew ? 0 : values.id })),
    [isNew],
  );
  const roleChoices = template.allowableRoles.map((role) => ({
    id: role,
    name: translate(`users.roles.${role}`, { _: codeDescriptions.role[role] }),
  }));
  const submit = (values: Values) => {
    if (staff && values.viewJudicialProtection === true) setPending(values);
    else void save?.(values);
  };
  return (
    <>
      <SimpleForm
        resolver={resolver}
        onSubmit={submit}
        toolbar={<UserFormToolbar readOnly={readOnly} isNew={isNew} />}
        sx={{ maxWidth: 900 }}
      >
        <Box sx={columns}>
          {isNew ? (
            <TextInput source="username" label="users.fields.username" autoComplete="off" />
          ) : (
            <Labeled label="users.fields.username">
              <TextField source="username" />
            </Labeled>
          )}
          {readOnly ? (
            <Labeled label="users.fields.role">
              <FunctionField<UserRecord>
                render={(user) => translate(`users.roles.${user.role}`, { _: codeDescriptions.role[user.role] })}
              />
            </Labeled>
          ) : (
            <SelectInput source="role" label="users.fields.role" choices={roleChoices} translateChoice={false} />
          )}
          {readOnly ? (
            <Labeled label="users.fields.account">
              <TextField source="accountName" />
            </Labeled>
          ) : (
            <SelectInput
              source="accountId"
              label="users.fields.account"
              choices={template.allowableAccounts}
              translateChoice={false}
            />
          )}
          {staff ? (
            <BooleanInput
              source="viewJudicialProtection"
              label="users.fields.viewJudicialProtection"
              disabled={readOnly}
            />
          ) : (
            <span />
          )}
          {isNew ? (
            <>
              <PasswordInput source="password" label="users.fields.password" autoComplete="new-password" />
              <PasswordInput
                source="passwordConfirm"
                label="users.fields.passwordConfirm"
                autoComplete="new-password"
              />
            </>
          ) : null}
          <TextInput source="firstName" label="users.fields.firstName" disabled={readOnly} />
          <TextInput source="lastName" label="users.fields.lastName" disabled={readOnly} />
          <TextInput source="company" label="users.fields.company" disabled={readOnly} />
          <TextInput source="email" label="users.fields.email" parse={formatEmail} disabled={readOnly} />
          <TextInput source="address" label="users.fields.address" disabled={readOnly} />
          <TextInput source="city" label="users.fields.city" disabled={readOnly} />
          <TextInput source="state" label="users.fields.state" disabled={readOnly} />
          <TextInput source="zip" label="users.fields.zip" parse={formatZip} disabled={readOnly} />
          <RadioButtonGroupInput
            source="phoneFormatType"
            label="users.fields.phoneFormatType"
            choices={[
              { id: 'STANDARD', name: 'users.phoneFormats.STANDARD' },
              { id: 'INTERNATIONAL', name: 'users.phoneFormats.INTERNATIONAL' },
            ]}
            disabled={readOnly}
            // A read-only form's group label stays readable (MUI's disabled grey is 2.7:1).
            sx={{ '& .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' } }}
          />
          <PhoneInput disabled={readOnly} />
        </Box>
      </SimpleForm>
      <Confirm
        isOpen={pending !== null}
        title="users.protected.title"
        content="users.protected.question"
        onConfirm={() => {
          const values = pending!;
          setPending(null);
          notify('users.protected.notice', {
            type: 'info',
            messageArgs: { username: String(values.username ?? record?.username ?? '') },
          });
          void save?.(values);
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
