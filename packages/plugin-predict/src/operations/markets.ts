import { marketsList } from '../shared/markets-list.ts'

export default marketsList(
  'markets',
  'Prediction markets of venue A (Polymarket): question, outcomes with prices (probabilities) and token ids, volume, liquidity, end date; open, closed or all, by tag, volume, liquidity and end date, sorted by 24-hour volume or another field.',
  ['prediction markets', 'betting odds', 'top prediction markets', 'most traded markets', 'polymarket markets'],
)
