import { isApiError } from '@svc/core'

export type Section<T> =
  | { status: 'found'; data: T }
  | { status: 'not_found' }
  | { status: 'error'; message: string }

/** Runs one source of a composite: its failure becomes an `error` section, never the call's. */
export async function section<T>(name: string, run: () => Promise<T | null>): Promise<Section<T>> {
  try {
    const data = await run()
    return data === null ? { status: 'not_found' } : { status: 'found', data }
  } catch (error) {
    return { status: 'error', message: isApiError(error) ? error.message : `${name} could not be asked` }
  }
}

export const dataOf = <T>(part: Section<T>): T | null => (part.status === 'found' ? part.data : null)

/** A section as answered: its status, its message on error, nothing else. */
export const statusOf = (part: Section<unknown>) => (part.status === 'error' ? { status: part.status, message: part.message } : { status: part.status })
