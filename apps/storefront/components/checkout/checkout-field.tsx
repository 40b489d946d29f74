import type { InputHTMLAttributes } from 'react';
import styles from './checkout.module.css';

interface CheckoutFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  /** The field's message, shown below it and tied to it by aria-describedby. */
  error: string | undefined;
}

/** A labelled input of the checkout forms with its error message. */
export function CheckoutField({ id, label, error, ...input }: CheckoutFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
