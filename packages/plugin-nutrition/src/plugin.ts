import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import food from './operations/food.ts'
import { vocabulary } from './vocabulary.ts'

/** The nutrition group: nutrition facts from USDA FoodData Central (the operator's api.data.gov key). */
export const nutritionPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'nutrition',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    food, // GET /api/nutrition/food  0.003  USDA FDC /fdc/v1/foods/search (query), /fdc/v1/food/{fdcId} (fdcId)
  ],
})
