import { describe, expect, it } from 'vitest';
import { listingChunks } from './listing-chunks';

describe('listingChunks', () => {
  it('fetches one page in one request', () => {
    expect(listingChunks(48)).toEqual([{ offset: 0, count: 48 }]);
  });

  it('splits the 144 products of page 3 on desktop into requests of at most 100', () => {
    expect(listingChunks(144)).toEqual([
      { offset: 0, count: 100 },
      { offset: 100, count: 44 },
    ]);
  });

  it('asks for nothing past the end of the listing', () => {
    expect(listingChunks(288, 150)).toEqual([
      { offset: 0, count: 100 },
      { offset: 100, count: 50 },
    ]);
    expect(listingChunks(144, 20)).toEqual([{ offset: 0, count: 20 }]);
    expect(listingChunks(48, 0)).toEqual([]);
  });
});
