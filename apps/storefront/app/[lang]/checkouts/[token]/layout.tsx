import { CheckoutMessagesLayout } from '../../../../components/i18n/page-messages-layout';

// The checkout namespace reaches the browser only on checkout pages.
export default CheckoutMessagesLayout;
