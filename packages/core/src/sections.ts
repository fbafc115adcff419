import { isApiError } from './errors.ts'

/**
 * One source of a composite answer (e.g. registration, exclusions and awards asked at once):
 * found or not with what it answered, or its failure, so one failing source never fails the call.
 */
export type Section<T> =
  | { status: 'found'; data: T }
  | { status: 'not_found'; data: T }
  /** `error` is the failure itself, e.g. to answer it when every source failed. */
  | { status: 'error'; message: string; error?: unknown }

export interface SectionOptions<T> {
  /** Whether the answer counts as found (default: anything but null and undefined). */
  found?: (data: T) => boolean
  /** The message of a failure that is not an ApiError, whose own details are not for callers, e.g. `hexdb could not be asked`. */
  failure: string
}

/** Runs one source of a composite: its answer becomes a found or not_found section, its failure an error section (the error kept for the caller). */
export async function runSection<T>(run: () => Promise<T>, options: SectionOptions<T>): Promise<Section<T>> {
  try {
    const data = await run()
    const found = options.found ? options.found(data) : data !== null && data !== undefined
    return { status: found ? 'found' : 'not_found', data }
  } catch (error) {
    return { status: 'error', message: isApiError(error) ? error.message : options.failure, error }
  }
}

/** What a section's source answered, or null when it failed. */
export const sectionData = <T>(part: Section<T>): T | null => (part.status === 'error' ? null : part.data)

/** A section as answered to callers: its status, and its message on error, nothing else. */
export const sectionStatus = (part: Section<unknown>): { status: 'found' | 'not_found' } | { status: 'error'; message: string } =>
  part.status === 'error' ? { status: part.status, message: part.message } : { status: part.status }
