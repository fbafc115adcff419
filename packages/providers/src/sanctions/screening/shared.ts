/**
 * The name-screening source other groups share (law.sanctions-check, nonprofit.screen, person.cross-registry):
 * the Consolidated Screening List upstream and the fuzzy screen with its scores, one reading for every group.
 */
export { screeningList } from '../upstreams/trade-gov.ts'
export { screenName, type SanctionsScreen } from './sanctions.ts'
export { confidenceOf, nameSimilarity, type Confidence } from '../matching/names.ts'
