import { runSection, type Section } from '@svc/core'

export { sectionData as dataOf, type Section } from '@svc/core'

/** core's runSection for one named source: `found` when `matched` says so, a failure that is no ApiError said as `<name> could not be asked`. */
export const section = <T>(name: string, run: () => Promise<T>, matched: (data: T) => boolean): Promise<Section<T>> =>
  runSection(run, { found: matched, failure: `${name} could not be asked` })
