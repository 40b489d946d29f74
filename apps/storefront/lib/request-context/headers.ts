/*
 * Request headers through which the proxy hands the resolved language and store to the app.
 * The proxy always overwrites them, so a value sent by the browser never gets through.
 */
export const LANGUAGE_HEADER = 'x-shop-language';
export const STORE_HEADER = 'x-shop-store';
