import type { ReactNode, RefObject } from 'react';
import styles from './checkout.module.css';

/** A form's notice: focused when it appears, read out at once. */
export function CheckoutNotice({
  text,
  noticeRef,
  children,
}: {
  text: string | undefined;
  noticeRef: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}) {
  if (text === undefined) return null;
  return (
    <div ref={noticeRef} tabIndex={-1} role="alert" className={styles.notice}>
      {text}
      {children}
    </div>
  );
}
