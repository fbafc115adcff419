import { defineUpstream } from '@svc/core'

/** alternative.me's Crypto Fear & Greed Index API; no key. */
export const alternativeMe = defineUpstream({
  id: 'alternative-me',
  name: 'Alternative.me Crypto Fear & Greed Index',
  baseUrl: 'https://api.alternative.me',
  docsUrl: 'https://alternative.me/crypto/fear-and-greed-index/#api',
  license: 'Free with attribution to Alternative.me next to the data',
})
