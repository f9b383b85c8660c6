import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  Form,
  Loading,
  PasswordInput,
  SaveButton,
  Title,
  Toolbar,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { userPasswordSchema, type UserRecord } from '@landrecords/contracts/users/user';
import { userManager } from './api';
import { messageKeyOf } from './UserForm';
import { useServerMessage } from './useServerMessage';
import { schemaResolver } from './userResolver';

type PasswordValues = { password: string; passwordConfirm: string };

/**
 * /userManager/UserPassword/{id}: Password and Confirm Password, with the user form's rules (002 §5), saved by
 * userManager/userPassword (002 §7); the user is signed out everywhere.
 */
export function UserPasswordEdit() {
  const { id } = useParams();
  const userId = Number(id);
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { say, sayError } = useServerMessage();
  const { data: user, error, isPending } = useGetOne<UserRecord>('users', { id: userId }, { retry: false });
  const resolver = useMemo(
    () => schemaResolver<PasswordValues>(userPasswordSchema, messageKeyOf, (values) => ({ ...values, id: userId })),
    [userId],
  );
  if (isPending) return <Loading />;
  if (error || !user) return <Alert severity="warning">{sayError(error)}</Alert>;
  const submit = async (values: Record<string, unknown>) => {
    try {
      const answer = await userManager('userPassword', {
        id: userId,
        username: user.username,
        password: values.password,
        passwordConfirm: values.passwordConfirm,
      });
      notify(say(answer), { type: 'info' });
      redirect('list', 'users');
    } catch (failure) {
      notify(sayError(failure), { type: 'warning' });
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('users.password.title', { username: user.username })} />
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('users.password.heading', { username: user.username })}
        </Typography>
        <Form resolver={resolver} onSubmit={submit} defaultValues={{ password: '', passwordConfirm: '' }}>
          <PasswordInput source="password" label="users.fields.password" autoComplete="new-password" fullWidth />
          <PasswordInput
            source="passwordConfirm"
            label="users.fields.passwordConfirm"
            autoComplete="new-password"
            fullWidth
          />
          <Toolbar disableGutters>
            <SaveButton label="users.password.save" alwaysEnable />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}
