import { SEARCH_MAX_COUNT } from '@shop/search-contract';

export interface ListingChunk {
  offset: number;
  count: number;
}

/**
 * The requests that fetch the first `wanted` products of a listing when the search service
 * serves at most SEARCH_MAX_COUNT per request: a reload of ?page=3 on desktop needs 144,
 * so two requests (100 + 44). `total`, once known from the first answer, spares requests
 * past the end.
 */
export function listingChunks(wanted: number, total = Number.POSITIVE_INFINITY): ListingChunk[] {
  const end = Math.min(wanted, total);
  const chunks: ListingChunk[] = [];
  for (let offset = 0; offset < end; offset += SEARCH_MAX_COUNT) {
    chunks.push({ offset, count: Math.min(SEARCH_MAX_COUNT, end - offset) });
  }
  return chunks;
}
