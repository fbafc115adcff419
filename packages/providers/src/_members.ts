/**
 * Reading loosely typed members of providers' JSON records (openFDA, NPPES...): each member defaulted,
 * since their lists and strings come back absent, empty or of another type.
 */

/** A list member, or an empty list. */
export const list = (value: unknown): any[] => (Array.isArray(value) ? value : [])
/** The first item of a member that may be a list, or the member itself. */
export const first = (value: unknown): unknown => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null))
/** A string member, trimmed, or null when absent or blank. */
export const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
/** A list of strings from a member that may be a list, a string or absent. */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value : value == null ? [] : [value]).filter((item): item is string => typeof item === 'string')
/** "Y"/"N" (or true/false) flags. */
export const flag = (value: unknown): boolean | null => (value === 'Y' || value === true || value === 'true' ? true : value === 'N' || value === false || value === 'false' ? false : null)
