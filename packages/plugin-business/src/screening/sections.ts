import { isApiError } from '@svc/core'

export type Section<T> = { status: 'found'; data: T } | { status: 'not_found'; data: T } | { status: 'error'; message: string }

/** Runs one source of a composite: `found` when `matched` says so, its failure an `error` section, never the call's. */
export async function section<T>(name: string, run: () => Promise<T>, matched: (data: T) => boolean): Promise<Section<T>> {
  try {
    const data = await run()
    return matched(data) ? { status: 'found', data } : { status: 'not_found', data }
  } catch (error) {
    return { status: 'error', message: isApiError(error) ? error.message : `${name} could not be asked` }
  }
}

export const dataOf = <T>(part: Section<T>): T | null => (part.status === 'error' ? null : part.data)
