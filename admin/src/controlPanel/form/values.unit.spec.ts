import { describe, expect, it } from '@jest/globals';
import { countyConfigSections } from '@landrecords/contracts/config/index';
import { configMessages } from '@landrecords/contracts/config/messages';
import { blankStrings, issuesByPath, nestedErrors } from './values';

describe('the section form’s values', () => {
  it('sends a cleared text field as blank where the section held text, in rows too; numbers stay null', () => {
    const loaded = { contactName: 'Ana', limit: 5, rows: [{ text: 'a', days: 1 }] };
    const form = {
      contactName: null,
      limit: null,
      rows: [
        { text: null, days: null },
        { text: null, days: 2 },
      ],
    };
    expect(blankStrings(form, loaded)).toEqual({
      contactName: '',
      limit: null,
      rows: [
        { text: '', days: null },
        { text: '', days: 2 },
      ],
    });
  });

  it('finds the section schema’s issues by field path, and shapes them as react-admin’s validate returns them', () => {
    const { schema } = countyConfigSections.common;
    const issues = issuesByPath(schema, { countyName: '', contactEmail: 'not an address' });
    expect(issues.get('countyName')).toBe(configMessages.required.text);
    expect(issues.get('contactEmail')).toBe(configMessages.email.text);
    expect(issues.has('contactName')).toBe(false);
    expect(
      nestedErrors(
        new Map([
          ['rates.2.cost', 'Bad'],
          ['name', 'Required.'],
          ['_', 'Whole'],
        ]),
      ),
    ).toEqual({
      rates: [undefined, undefined, { cost: 'Bad' }],
      name: 'Required.',
      _: 'Whole',
    });
  });
});
