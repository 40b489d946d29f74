'use client';

interface GoBackButtonProps {
  label: string;
  /** Where to go when there is no page to go back to, e.g. after opening a link in a new tab. */
  fallbackHref: string;
  className?: string;
}

/** Returns to the previous page of the browser history. */
export function GoBackButton({ label, fallbackHref, className }: GoBackButtonProps) {
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign(fallbackHref);
  };
  return (
    <button type="button" className={className} onClick={goBack}>
      {label}
    </button>
  );
}
