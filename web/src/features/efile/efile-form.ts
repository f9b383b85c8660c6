import { z } from 'zod';
import { EFILE_MAX_BYTES } from '@landrecords/contracts/efile/upload';
import { efileMessages } from '@landrecords/contracts/efile/messages';
import { efileSubmissionMessages } from '@landrecords/contracts/efile/submission-messages';
import { messages } from '@landrecords/contracts/validation/messages';
import {
  addressSchema,
  citySchema,
  emailSchema,
  nameSchema,
  stateSchema,
  zipSchema,
} from '@landrecords/contracts/validation/person';
import { efileTypes, type EfileFields } from './types';

/** 002 §5's e-file messages, as contracts/ declares them (the server says the same). */
export const efileFileMessages = {
  required: efileMessages.fileRequired.text,
  format: efileMessages.invalidFormat.text,
  size: efileMessages.tooLarge.text,
  acknowledge: efileSubmissionMessages.acknowledgementRequired.text,
} as const;

const allowedTypes = new Set(['application/pdf', 'image/tiff']);
/** A browser that does not know a file's type gives none: its name's ending decides then (the server reads it). */
const typeOf = (file: File) =>
  file.type || (/\.pdf$/i.test(file.name) ? 'application/pdf' : /\.tiff?$/i.test(file.name) ? 'image/tiff' : '');

const fileSchema = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => file !== null, efileFileMessages.required)
  .refine((file) => file === null || allowedTypes.has(typeOf(file)), efileFileMessages.format)
  .refine((file) => file === null || file.size <= EFILE_MAX_BYTES, efileFileMessages.size)
  .transform((file) => file as File);

/** The /efile form (002 §2.1, §5; 25,000,000 bytes at most, PDF or TIFF, 002 §9): the acknowledgement is a rule only when the county asks for it. */
export const efileFormSchema = (acknowledgementAsked: boolean) =>
  z.object({
    efileType: z.enum(efileTypes),
    file: fileSchema,
    name: nameSchema,
    email: emailSchema,
    address1: addressSchema,
    address2: z.string().trim().max(50, messages.max50.text),
    city: citySchema,
    state: stateSchema,
    zip: zipSchema,
    acknowledged: z.boolean().refine((ticked) => ticked || !acknowledgementAsked, efileFileMessages.acknowledge),
  });

export type EfileFormInput = z.input<ReturnType<typeof efileFormSchema>>;
export type EfileFormOutput = z.output<ReturnType<typeof efileFormSchema>>;

/** The form's empty state: LR, no file, the county's state (else MP, 002 §9). */
export const emptyEfileForm = (stateCode: string): EfileFormInput => ({
  efileType: 'LR',
  file: null,
  name: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: stateCode || 'MP',
  zip: '',
  acknowledged: false,
});

export const fieldsOf = ({ file: _file, acknowledged, ...fields }: EfileFormOutput): EfileFields => ({
  ...fields,
  acknowledgement: acknowledged,
});
