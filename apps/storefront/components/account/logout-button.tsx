import type { LanguageCode } from '@shop/shop-config';
import { logOut } from '../../lib/account/account-actions';
import styles from './account.module.css';

/** Logout as a form posting to the server action, so it works without script (spec 4). */
export function LogoutButton({ language, label }: { language: LanguageCode; label: string }) {
  return (
    <form action={logOut}>
      <input type="hidden" name="language" value={language} />
      <button type="submit" className={styles.logout}>
        {label}
      </button>
    </form>
  );
}
