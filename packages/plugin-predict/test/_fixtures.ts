import { join } from 'node:path'

/** A recorded or documented-shape answer file of an upstream's fixture folder. */
export const fixture = (upstream: string, file: string) => ({ file: join(import.meta.dirname, 'fixtures', upstream, file) })
