import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The nutrition group: nutrition facts from USDA FoodData Central (the operator's api.data.gov key). */
export const nutritionPlugin = definePlugin({
  group: 'nutrition',
  search: { vocabulary },
  operations,
})
