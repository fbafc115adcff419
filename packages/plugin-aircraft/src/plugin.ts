import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The aircraft operations: airframe identity by registration or Mode S address, and a profile with accident history. */
export const aircraftPlugin = definePlugin({
  group: 'aircraft',
  search: { vocabulary },
  operations,
})
