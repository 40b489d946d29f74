/** The shop's own mark, used when content names no logo image (spec 9 fallback logo). */
export function FallbackLogo({ brand, className }: { brand: string; className?: string }) {
  return (
    <span className={className}>
      <svg viewBox="0 0 40 24" width="40" height="24" aria-hidden="true" focusable="false">
        <path
          d="M2 13h8l4-9 6 16 5-11 3 4h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span>{brand}</span>
    </span>
  );
}
