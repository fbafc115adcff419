import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The medical group: drugs, devices, codes and providers, one line per operation. */
export const medicalPlugin = definePlugin({
  examples,
  group: 'medical',
  search: { vocabulary },
  operations,
})
