/**
 * Sends an account mail in the customer's language, after the answer has gone out.
 */
import { DEFAULT_LANGUAGE, isLanguageCode } from '@shop/shop-config';
import type { AccountMailKind } from '../mail/account-mail-texts';
import { buildAccountMail } from '../mail/account-mails';
import type { AccountContext, Customer } from './customer-types';

export function sendAccountMail(
  context: Pick<AccountContext, 'mailer' | 'brandName'>,
  customer: Pick<Customer, 'email' | 'firstName' | 'language'>,
  kind: AccountMailKind,
  link: string,
): Promise<void> {
  return context.mailer.send(
    buildAccountMail({
      kind,
      language: isLanguageCode(customer.language) ? customer.language : DEFAULT_LANGUAGE,
      brandName: context.brandName,
      to: customer.email,
      firstName: customer.firstName,
      link,
    }),
  );
}
