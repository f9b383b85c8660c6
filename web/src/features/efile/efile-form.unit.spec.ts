import { describe, expect, it } from '@jest/globals';
import { efileFormSchema, emptyEfileForm, fieldsOf } from './efile-form';

const filer = {
  name: 'Ana Reyes',
  email: 'ana@example.com',
  address1: 'PO Box 501',
  address2: '',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
};
const fileOf = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the e-file form (002 §5)', () => {
  it('starts with LR, no file and the county state, else MP', () => {
    expect(emptyEfileForm('GU')).toMatchObject({ efileType: 'LR', file: null, state: 'GU', acknowledged: false });
    expect(emptyEfileForm('').state).toBe('MP');
  });

  it('says each required field, the file and the acknowledgement when the county asks for it', () => {
    const result = efileFormSchema(true).safeParse(emptyEfileForm(''));
    expect(messagesOf(result)).toEqual({
      file: 'A file is required.',
      name: 'Required.',
      email: 'Required.',
      address1: 'Required.',
      city: 'Required.',
      zip: 'Required.',
      acknowledged: 'Please read and select the checkbox to acknowledge.',
    });
    expect(messagesOf(efileFormSchema(false).safeParse(emptyEfileForm('')))).not.toHaveProperty('acknowledged');
  });

  it('takes a PDF or a TIFF of 25,000,000 bytes at most', () => {
    const form = (file: File) => ({ ...emptyEfileForm('MP'), ...filer, file, acknowledged: true });
    const schema = efileFormSchema(true);
    expect(schema.safeParse(form(fileOf('deed.pdf', 'application/pdf'))).success).toBe(true);
    expect(schema.safeParse(form(fileOf('deed.tif', 'image/tiff'))).success).toBe(true);
    // A browser that gives no type: the name's ending.
    expect(schema.safeParse(form(fileOf('deed.TIFF', ''))).success).toBe(true);
    expect(messagesOf(schema.safeParse(form(fileOf('deed.docx', 'application/msword'))))).toEqual({
      file: 'Invalid file format; PDF or TIF only.',
    });
    expect(schema.safeParse(form(fileOf('big.pdf', 'application/pdf', 25_000_000))).success).toBe(true);
    expect(messagesOf(schema.safeParse(form(fileOf('big.pdf', 'application/pdf', 25_000_001))))).toEqual({
      file: 'Document exceeds the max size of 25MB.',
    });
  });

  it('sends the fields with the acknowledgement, not the file', () => {
    const file = fileOf('deed.pdf', 'application/pdf');
    const parsed = efileFormSchema(true).parse({ ...emptyEfileForm('MP'), ...filer, file, acknowledged: true });
    expect(fieldsOf(parsed)).toEqual({ efileType: 'LR', ...filer, acknowledgement: true });
  });
});
