import { testPlugin } from '@svc/core/testing'
import { chinesePlugin } from '../src/index.ts'

testPlugin(chinesePlugin, {
  examples: {
    'chinese.convert': { text: '汉字', from: 'cn', to: 'tw' },
    'chinese.detect': { text: '漢字' },
    'chinese.pinyin': { text: '我们', tone: 'num', segmented: true },
  },
})
