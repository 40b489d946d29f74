/**
 * Account mails in the customer's language, through the outbox: `queueAccountMail` stores
 * the mail in the caller's transaction, `sendAccountMail` on its own.
 */
import { DEFAULT_LANGUAGE, isLanguageCode } from '@shop/shop-config';
import type { Database } from '../../db/client';
import type { AccountMailKind } from '../mail/account-mail-texts';
import { buildAccountMail } from '../mail/account-mails';
import type { AccountContext, Customer } from './customer-types';

type MailContext = Pick<AccountContext, 'mailer' | 'brandName'>;
type MailCustomer = Pick<Customer, 'email' | 'firstName' | 'language'>;

function accountMail(
  context: MailContext,
  customer: MailCustomer,
  kind: AccountMailKind,
  link: string,
) {
  return buildAccountMail({
    kind,
    language: isLanguageCode(customer.language) ? customer.language : DEFAULT_LANGUAGE,
    brandName: context.brandName,
    to: customer.email,
    firstName: customer.firstName,
    link,
  });
}

export function queueAccountMail(
  db: Database,
  context: MailContext,
  customer: MailCustomer,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  return context.mailer.queue(db, accountMail(context, customer, kind, link));
}

export function sendAccountMail(
  context: MailContext,
  customer: MailCustomer,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  return context.mailer.send(accountMail(context, customer, kind, link));
}
