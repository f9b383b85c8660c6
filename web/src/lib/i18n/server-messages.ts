import type { TFunction } from 'i18next';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { configMessages } from '@landrecords/contracts/config/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { imageMessages } from '@landrecords/contracts/images/messages';
import { paymentLabels, paymentMessages } from '@landrecords/contracts/payments/messages';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { messages } from '@landrecords/contracts/validation/messages';

type Tree = { readonly [key: string]: string | Tree | ((...args: never[]) => string) };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (value && !into.has(value)) into.set(value, `${prefix}.${key}`);
    } else if (typeof value === 'object') flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

/**
 * The English texts the server and the shared rules speak, to their catalog keys. A text that two trees share
 * (search's and config's `required` are validation's) keeps the key of the first tree that has it.
 */
const keyOfText = [
  [messages, 'validation'],
  [signInMessages, 'signIn'],
  [portalMessages, 'portal'],
  [searchMessages, 'search'],
  [configMessages, 'config'],
  [imageMessages, 'images'],
  [httpMessages, 'http'],
  [paymentMessages, 'payments'],
  [paymentLabels, 'paymentLabels'],
].reduce((all, [tree, prefix]) => flatten(tree as Tree, prefix as string, all), new Map<string, string>());
const registered = /works for (\d+) hours?\.$/;

/**
 * A message written in English by the server or by a rule of contracts/, in the reader's language. A text the
 * catalogs do not know (a county's own words) is shown as it came.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = keyOfText.get(text);
  if (key) return t(key);
  const hours = registered.exec(text);
  if (hours && text.startsWith('Registration received.')) return t('signIn.registered', { count: Number(hours[1]) });
  return text;
}

export const catalogKeysOfMessages = () => [...keyOfText.values()];
