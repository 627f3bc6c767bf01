// The code of a short fix link (`/f/<code>`): 9 random bytes as base64url, 12 URL-safe characters,
// 72 bits no one can guess. A new one is minted at each return and kept on the request with its
// round and expiry (FIX_LINK_DAYS, as the signed token's); it opens the request only while that
// request is needs_fix at that round.
import { randomBytes } from 'node:crypto';
import { FIX_CODE_PATTERN } from '../../core/fix-link-path';
import { FIX_LINK_DAYS } from './fix-token';

const DAY = 24 * 60 * 60 * 1000;

export const mintFixCode = (): string => randomBytes(9).toString('base64url');

/** The code and its expiry for a return made at `at`. */
export const newFixCode = (at: number) => ({ fixCode: mintFixCode(), fixCodeExp: at + FIX_LINK_DAYS * DAY });

/** A body's code as minted; anything else opens nothing. */
export const isFixCode = (code: string): boolean => FIX_CODE_PATTERN.test(code);
