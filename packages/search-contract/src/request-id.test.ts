import { describe, expect, it } from 'vitest';
import { isValidRequestId, newRequestId, resolveRequestId, traceparentFor } from './request-id';

describe('request ids', () => {
  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(resolveRequestId('lb-7f3a9c01.req:42')).toBe('lb-7f3a9c01.req:42');
    for (const bad of [
      'short',
      'x'.repeat(65),
      'with space here',
      'line\nbreak-123',
      '"quoted-id"',
    ]) {
      expect(isValidRequestId(bad)).toBe(false);
      expect(resolveRequestId(bad)).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('falls back to the trace id of a valid traceparent, never the all-zero one', () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(resolveRequestId(null, `00-${traceId}-00f067aa0ba902b7-01`)).toBe(traceId);
    expect(resolveRequestId(null, `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)).not.toMatch(/^0+$/);
    expect(resolveRequestId(null, 'garbage')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('generates distinct ids that travel as a traceparent', () => {
    const id = newRequestId();
    expect(id).not.toBe(newRequestId());
    expect(traceparentFor(id)).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-01$`));
    expect(resolveRequestId(null, traceparentFor(id))).toBe(id);
    // An id of another shape cannot be a trace id; it travels as x-request-id only.
    expect(traceparentFor('lb-7f3a9c01.req:42')).toBeUndefined();
  });
});
