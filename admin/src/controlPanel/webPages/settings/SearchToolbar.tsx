import { Button, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { configMessages } from '@landrecords/contracts/config/messages';
import { useSectionForm } from '../../form';

const text = 'controlPanel.settings.search';

/**
 * Search 1's buttons (002 §4): one Submit while every account has the county's searches ('same'); with
 * 'configurable', "Save and Update" also gives every account the county's searches and "Save Only" does not.
 * A default search that is switched off is refused with the spec's alert and nothing is saved (§5).
 */
export function SearchToolbar() {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  const { submit, notify, status } = useSectionForm();
  const configurable = useWatch({ name: 'searchAccess' }) === 'configurable';
  const idle = status === 'idle';

  const save = (updateUsers: boolean) => () => {
    const values = getValues() as Record<string, unknown>;
    if (values[values.defaultSearch as string] !== true) {
      const refused = configMessages.defaultSearchDisabled;
      notify('warning', translate(`messages.${refused.code}`, { _: refused.text }));
      return;
    }
    submit({ updateUsers });
  };

  return configurable ? (
    <>
      <Button variant="contained" label={`${text}.saveAndUpdate`} disabled={!idle} onClick={save(true)} />
      <Button variant="outlined" label={`${text}.saveOnly`} disabled={!idle} onClick={save(false)} />
    </>
  ) : (
    <Button variant="contained" label={`${text}.submit`} disabled={!idle} onClick={save(false)} />
  );
}
