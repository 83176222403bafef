/**
 * The tests' day. The test database is seeded at this moment (its demo offers run from days before
 * it to days after, on the Amsterdam calendar), so a test that reads seeded offers, opening hours or
 * slots injects this clock (or another fixed one) and holds at any hour of any day (decision 036).
 */

/** Wednesday 25 November 2026, 18:00 in Amsterdam: both restaurants open, not the burgers' Tuesday. */
export const TEST_NOW = new Date('2026-11-25T17:00:00Z');
