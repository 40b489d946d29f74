import styles from './reviews.module.css';

interface StarsProps {
  /** 0 to 5; halves and above round up to a whole star. */
  rating: number;
  /** What a screen reader says instead of the drawn stars, e.g. "Rated 4 out of 5". */
  label: string;
}

/** Five stars, filled up to the rating; drawn for the eye, named for assistive technology. */
export function Stars({ rating, label }: StarsProps) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          className={star <= filled ? undefined : styles.starOff}
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z"
            fill={star <= filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
