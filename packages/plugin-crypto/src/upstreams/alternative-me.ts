import { defineUpstream } from '@svc/core'

/**
 * alternative.me's Crypto Fear & Greed Index API; no key. Its API section publishes no rate limit and asks
 * that the source be named next to the data shown.
 */
export const alternativeMe = defineUpstream({
  id: 'alternative-me',
  name: 'Alternative.me Crypto Fear & Greed Index',
  baseUrl: 'https://api.alternative.me',
  docsUrl: 'https://alternative.me/crypto/fear-and-greed-index/#api',
  license: 'Free with attribution to Alternative.me next to the data',
  terms: {
    url: 'https://alternative.me/crypto/fear-and-greed-index/#api',
    commercial: { use: 'allowed', note: 'free to use with the source referenced next to the data (as quoted by third parties; the page itself not verified in this audit)' },
    attribution: { text: 'Crypto Fear & Greed Index by Alternative.me', url: 'https://alternative.me/crypto/fear-and-greed-index/' },
  },
})
