import { describe, expect, it } from 'vitest';
import { focusMoveForKey, movedIndex } from './roving-focus';

describe('focusMoveForKey', () => {
  it('reads left and right in a bar, up and down in a list', () => {
    expect(focusMoveForKey('ArrowRight', 'horizontal')).toBe('next');
    expect(focusMoveForKey('ArrowLeft', 'horizontal')).toBe('previous');
    expect(focusMoveForKey('ArrowDown', 'horizontal')).toBeUndefined();
    expect(focusMoveForKey('ArrowDown', 'vertical')).toBe('next');
    expect(focusMoveForKey('ArrowUp', 'vertical')).toBe('previous');
    expect(focusMoveForKey('ArrowRight', 'vertical')).toBeUndefined();
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(focusMoveForKey('Home', 'vertical')).toBe('first');
    expect(focusMoveForKey('End', 'horizontal')).toBe('last');
    expect(focusMoveForKey('Enter', 'horizontal')).toBeUndefined();
  });
});

describe('movedIndex', () => {
  it('wraps around at both ends', () => {
    expect(movedIndex(2, 3, 'next')).toBe(0);
    expect(movedIndex(0, 3, 'previous')).toBe(2);
    expect(movedIndex(1, 3, 'next')).toBe(2);
  });

  it('starts at an end when nothing has focus yet', () => {
    expect(movedIndex(-1, 4, 'next')).toBe(0);
    expect(movedIndex(-1, 4, 'previous')).toBe(3);
    expect(movedIndex(2, 4, 'first')).toBe(0);
    expect(movedIndex(0, 4, 'last')).toBe(3);
  });

  it('has nowhere to go in an empty list', () => {
    expect(movedIndex(0, 0, 'next')).toBe(-1);
  });
});
