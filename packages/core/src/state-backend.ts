/**
 * What a state backend package builds on (`@svc/state-redis`): the store's interface, and the scan
 * cursors and value checks the embedded backend uses too, so every backend answers the same (the same
 * cursors, the same TypeError for a bad TTL or score). A backend proves itself with `testStateBackend`
 * from `@svc/core/testing`.
 */
export type { BatchGuard, BatchWrite, IndexRangeOptions, MeterEntry, MeteredSetOptions, MeteredSetResult, MeterReading, MeterUsage, ScanOptions, ScanPage, ScoredMember, SetOptions, StateCapabilities, StateStore } from './state/types.ts'
export { decodeCursor, keyCursor, type ScanPosition } from './state/_cursor.ts'
export { checkScore } from './state/_sorted.ts'
export { toJson, ttlOf } from './state/_values.ts'
