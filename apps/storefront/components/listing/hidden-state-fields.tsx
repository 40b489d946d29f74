import {
  type DefaultSorting,
  type ListingState,
  listingQueryString,
} from '../../lib/listing/listing-state';

interface HiddenStateFieldsProps {
  state: ListingState;
  defaultSorting: DefaultSorting;
  fixedParams: readonly [string, string][];
}

/** The parts of the state a form does not show, so a plain GET submit keeps them. */
export function HiddenStateFields({ state, defaultSorting, fixedParams }: HiddenStateFieldsProps) {
  const params = [
    ...fixedParams,
    ...new URLSearchParams(listingQueryString(state, defaultSorting)),
  ];
  return (
    <>
      {params.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
