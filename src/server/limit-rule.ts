// A rate limit: at most `max` hits of one key in `windowMs` (the store's counters count them). The
// server's settings (config.ts) and each part's own (tracking-config.ts) are lists of these.
export interface LimitRule {
  max: number;
  windowMs: number;
}
