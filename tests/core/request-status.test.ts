import { describe, expect, it } from 'vitest';
import { canMoveTo, REQUEST_STATUSES } from '../../src/core/request-status';

describe('request status transitions', () => {
  it('allows exactly waiting -> received -> in_progress -> completed, waiting straight to work, and closing before completion', () => {
    const allowed = REQUEST_STATUSES.flatMap((from) => REQUEST_STATUSES.filter((to) => canMoveTo(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual([
      'waiting->received',
      'waiting->in_progress',
      'waiting->closed',
      'received->in_progress',
      'received->closed',
      'in_progress->completed',
      'in_progress->closed',
    ]);
  });
});
