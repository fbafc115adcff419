import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import convert from './operations/convert.ts'
import detect from './operations/detect.ts'
import pinyin from './operations/pinyin.ts'
import { vocabulary } from './vocabulary.ts'

/** The chinese group, computed on the host from embedded dictionaries. */
export const chinesePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'chinese',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    convert, // GET /api/chinese/convert  0.0025  OpenCC (opencc-js)
    detect, //  GET /api/chinese/detect   0.0025  OpenCC (opencc-js)
    pinyin, //  GET /api/chinese/pinyin   0.0025  pinyin-pro
  ],
})
