import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The medical group: drugs, devices, codes and providers, one line per operation. */
export const medicalPlugin = definePlugin({
  group: 'medical',
  search: { vocabulary },
  operations,
})
