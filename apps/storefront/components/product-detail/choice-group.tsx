'use client';

import type { Ref } from 'react';
import styles from './buybox.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
  /** A second line, e.g. 'coming back soon' or a monthly price. */
  note?: string;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: readonly ChoiceOption[];
  selected: string | null;
  onChange: (value: string) => void;
  /** Id of the error message, when the group is in error. */
  errorId?: string | undefined;
  /** The fieldset, so a failed add to cart can move the focus into the group. */
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * One choice of the buy box as a native radio group in a fieldset: arrow keys move between
 * the options, the legend names the group, and an error is announced with it.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, name, options, selected, onChange, errorId } = props;
  return (
    <fieldset
      ref={props.groupRef}
      className={styles.choiceGroup}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label
            key={option.value}
            className={
              option.disabled ? `${styles.choice} ${styles.choiceDisabled}` : styles.choice
            }
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.choiceLabel}>{option.label}</span>
            {option.note !== undefined && (
              // A disabled option shows as struck through; its reason is for screen readers.
              <span className={option.disabled ? 'visually-hidden' : styles.choiceNote}>
                {option.note}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
