import { describe, expect, it } from '@jest/globals';
import { messages } from '../validation/messages';
import { accountFormSchema } from './account';

// 002 §9: an account's address, city and email are at most 50 characters (issue 24 reported a longer email taken).
const form = (email: string) => ({
  name: 'Pacific Title & Escrow',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  landLinkAccount: '40021',
  email,
});
const emailIssues = (email: string) =>
  (accountFormSchema.safeParse(form(email)).error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'email')
    .map((issue) => issue.message);

describe('the account email (002 §9: at most 50 characters)', () => {
  const local = (length: number) => 'a'.repeat(length - '@example.com'.length);

  it('takes 50 characters and refuses 51 with the spec’s message', () => {
    expect(emailIssues(`${local(50)}@example.com`)).toEqual([]);
    expect(emailIssues(`${local(51)}@example.com`)).toEqual([messages.max50.text]);
  });

  it('counts the address as typed, without the spaces around it', () => {
    expect(emailIssues(`  ${local(50)}@example.com  `)).toEqual([]);
  });
});
