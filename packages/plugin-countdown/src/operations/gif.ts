import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import { type CountdownInput, countdownInput } from '../input.ts'

export default defineOperation({
  name: 'gif',
  sources: sourcesInWords('none (gifenc, opentype.js, @fontsource)'),
  method: 'GET',
  description: 'Animated GIF counting down from now (UTC) to an end date: days, hours, minutes and seconds with labels, in five templates with custom colors, fonts, sizes and an expired text; never cached, for emails and pages.',
  input: countdownInput,
  response: 'binary',
  keywords: ['countdown timer gif', 'email countdown', 'animated timer image', 'time left until', 'launch countdown', 'sale ends timer'],
  handler: lazyHandler<CountdownInput>(() => import('../gif.ts')),
})
