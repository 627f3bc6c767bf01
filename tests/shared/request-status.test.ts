import { describe, expect, it } from 'vitest';
import { canMoveTo, REQUEST_STATUSES } from '../../src/shared/request-status';

describe('request status transitions', () => {
  it('allows exactly received -> in_progress -> completed and closing before completion', () => {
    const allowed = REQUEST_STATUSES.flatMap((from) => REQUEST_STATUSES.filter((to) => canMoveTo(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['received->in_progress', 'received->closed', 'in_progress->completed', 'in_progress->closed']);
  });
});
