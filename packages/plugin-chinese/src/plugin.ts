import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import convert from './operations/convert.ts'
import detect from './operations/detect.ts'
import pinyin from './operations/pinyin.ts'
import { vocabulary } from './vocabulary.ts'

/** The chinese group, computed on the host from embedded dictionaries. */
export const chinesePlugin = definePlugin({
  examples,
  group: 'chinese',
  search: { vocabulary },
  operations: [
    convert,
    detect,
    pinyin,
  ],
})
