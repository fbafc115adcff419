import { emitTypeScript, type TypeScriptOptions } from './emit-typescript.ts'
import { emitZod, type ZodOptions } from './emit-zod.ts'
import type { JsonValue } from './json.ts'
import { inferShape } from './shape.ts'

export type TypesJob = {
  sample: JsonValue
  /** Objects, arrays and values in the sample: small samples are inferred on the calling thread. */
  nodes: number
} & ({ kind: 'typescript'; options: TypeScriptOptions } | { kind: 'zod'; options: ZodOptions })

export interface Emitted {
  code: string
  names: string[]
}

/** Worker-thread entry (see types-pool.ts), also run inline for small samples; no @svc/core here. */
export default function emitTypes(job: TypesJob): Emitted {
  const shape = inferShape(job.sample)
  return job.kind === 'typescript' ? emitTypeScript(shape, job.options) : emitZod(shape, job.options)
}
