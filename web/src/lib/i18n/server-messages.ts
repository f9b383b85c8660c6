import type { TFunction } from 'i18next';
import { signInMessages } from '@landrecords/contracts/auth/messages';
import { configMessages } from '@landrecords/contracts/config/messages';
import { httpMessages } from '@landrecords/contracts/http/messages';
import { imageMessages } from '@landrecords/contracts/images/messages';
import { paymentLabels, paymentMessages } from '@landrecords/contracts/payments/messages';
import { portalMessages } from '@landrecords/contracts/portal/messages';
import { searchMessages } from '@landrecords/contracts/search/messages';
import { detailMessages } from '@landrecords/contracts/search/details';
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
const trees = [
  [messages, 'validation'],
  [signInMessages, 'signIn'],
  [portalMessages, 'portal'],
  [searchMessages, 'search'],
  [detailMessages, 'searchResults.server'],
  [configMessages, 'config'],
  [imageMessages, 'images'],
  [httpMessages, 'http'],
  [paymentMessages, 'payments'],
  [paymentLabels, 'paymentLabels'],
] as const;
const keyOfText = trees.reduce(
  (all, [tree, prefix]) => flatten(tree as Tree, prefix as string, all),
  new Map<string, string>(),
);
/** Where a message built by a function takes its value: the function is called with this to learn its shape. */
const HOLE = '\u0001';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages the trees build from a value (`noPage(7)`, `belowMinimum('$25.00')`): a pattern of the English
 * with the value's place, and the key whose text takes it as {{value}}. The first tree's key wins, as above.
 */
function patternsOf(tree: Tree, prefix: string, into: Array<{ pattern: RegExp; key: string; english: string }>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object') patternsOf(value, `${prefix}.${key}`, into);
    // The registration notice counts hours, one or more: its catalog keys are plural forms (below).
    if (typeof value !== 'function' || `${prefix}.${key}` === 'signIn.registered') continue;
    const english = (value as (hole: string) => string)(HOLE);
    if (english.split(HOLE).length !== 2 || into.some((known) => known.english === english)) continue;
    const pattern = new RegExp(`^${escapeRegExp(english).replace(HOLE, '(.+)')}$`, 's');
    into.push({ pattern, key: `${prefix}.${key}`, english });
  }
  return into;
}
const builtMessages = trees.reduce(
  (all, [tree, prefix]) => patternsOf(tree as Tree, prefix as string, all),
  [] as Array<{ pattern: RegExp; key: string; english: string }>,
);
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
  for (const built of builtMessages) {
    const value = built.pattern.exec(text)?.[1];
    if (value !== undefined) return t(built.key, { value });
  }
  return text;
}

export const catalogKeysOfMessages = () => [...keyOfText.values(), ...builtMessages.map((built) => built.key)];

/** The English each built message's key must hold: the function's text with {{value}} in the value's place. */
export const catalogTextsOfBuiltMessages = () =>
  builtMessages.map((built) => ({ key: built.key, text: built.english.replace(HOLE, '{{value}}') }));
