/** The back-in-stock form's rules, in their own module so the form loads them on first use. */
export { backInStockFormSchema } from '@shop/validation';
export { fieldErrorsOf, formFailureSchema } from '../../lib/shop-api/form-answers';
