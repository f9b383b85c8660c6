import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

type Props = {
  /** The lookup's field (accountId, userId) and the resource it chooses from. */
  idSource: string;
  resource: 'accounts' | 'users';
  /** The criterion the report takes by name (accountName, username) and the record's field that holds it. */
  nameSource: string;
  nameField: 'name' | 'username';
};

/**
 * The reports take an account and a user by name (002 §3 Report criteria), the lookups choose a record: this keeps
 * the name in step with the choice (blank when nothing is chosen).
 */
export function NameOfChoice({ idSource, resource, nameSource, nameField }: Props) {
  const id = useWatch({ name: idSource }) as number | null | undefined;
  const chosen = typeof id === 'number';
  const { data } = useGetOne<{ id: number; name?: string; username?: string }>(
    resource,
    { id: id ?? 0 },
    { enabled: chosen },
  );
  const { setValue } = useFormContext();
  const name = chosen ? (data?.[nameField] ?? '') : '';
  useEffect(() => setValue(nameSource, name), [name, nameSource, setValue]);
  return null;
}
