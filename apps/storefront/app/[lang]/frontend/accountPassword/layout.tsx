import { AccountMessagesLayout } from '../../../../components/i18n/page-messages-layout';

// The account namespace reaches the browser only on account pages.
export default AccountMessagesLayout;
