/**
 * Upstreams other groups read through this package (one definition, cache and quota per provider):
 * the Federal Register (law.federal-register), SAM.gov exclusions (person.cross-registry), OpenFEC.
 */
export { federalRegister } from './upstreams/federal-register.ts'
export { samGov } from './upstreams/sam.ts'
export { searchExclusions, type ExclusionSearch } from './sam/exclusions.ts'
export { openFec } from './upstreams/fec.ts'
