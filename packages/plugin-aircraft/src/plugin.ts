import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import profile from './operations/profile.ts'
import { vocabulary } from './vocabulary.ts'

/** The aircraft operations: airframe identity by registration or Mode S address, and a profile with accident history. */
export const aircraftPlugin = definePlugin({
  examples,
  group: 'aircraft',
  search: { vocabulary },
  operations: [
    lookup,
    profile,
  ],
})
