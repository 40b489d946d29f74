import { describe, expect, it } from 'vitest';
import { parseSuggestionList } from './suggestions';

describe('parseSuggestionList', () => {
  it('reads products with images and categories', () => {
    const list = {
      products: [{ id: '1', title: 'BP 500', href: '/de/p/1', imageSrc: '/media/p/1.svg' }],
      categories: [{ id: '7', title: 'Manschetten', href: '/de/ersatzteile/manschetten/' }],
    };
    expect(parseSuggestionList(list)).toEqual(list);
  });

  it('drops entries whose links leave the shop and images from elsewhere', () => {
    const list = parseSuggestionList({
      products: [
        { id: '1', title: 'A', href: 'javascript:alert(1)', imageSrc: undefined },
        { id: '2', title: 'B', href: '/de/p/2', imageSrc: 'https://evil.example/x.png' },
      ],
      categories: [{ id: '3', title: 'C', href: '//evil.example/' }],
    });
    expect(list).toEqual({
      products: [{ id: '2', title: 'B', href: '/de/p/2', imageSrc: undefined }],
      categories: [],
    });
  });

  it('rejects answers that are no suggestion list', () => {
    expect(parseSuggestionList({ error: 'x' })).toBeUndefined();
    expect(parseSuggestionList(null)).toBeUndefined();
  });
});
