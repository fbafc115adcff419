import * as v from 'valibot'
import { ownerOf } from '../../scope.ts'
import { storeSettingsOf } from '../settings.ts'
import { storedUsage } from '../usage.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

export default storeOperation({
  name: 'usage',
  description: 'How much the paying wallet stores (items and bytes, by kind) against its quota.',
  input: v.strictObject({}),
  access: 'identity',
  keywords: ['storage used', 'quota left'],
  async handler({ caller, state, settings }) {
    const limits = storeSettingsOf(settings)
    const { items, bytes, byKind } = await storedUsage(state, ownerOf(caller))
    return { items, bytes, byKind, quota: { maxItems: limits.maxItems, maxBytes: limits.maxBytes, maxValueBytes: limits.maxValueBytes } }
  },
})
