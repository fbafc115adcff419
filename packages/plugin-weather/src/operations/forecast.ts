import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { forecastAnywhere, forecastSources } from '../forecast-anywhere.ts'
import { days, point, units } from '../inputs.ts'
import { nws, nwsHeaders } from '../upstreams/nws.ts'
import { openMeteo } from '@svc/providers/open-meteo'

export default defineOperation({
  name: 'forecast',
  method: 'GET',
  description: 'Weather forecast at a point: in the US the National Weather Service\'s day and night periods (temperature, chance of rain, wind, short and detailed text), elsewhere Open-Meteo\'s daily forecast; `granularity` says which.',
  input: v.object({ ...point, days: days(7, 7), units }),
  upstreams: [nws, openMeteo],
  sources: forecastSources,
  keywords: ['is it going to rain tomorrow', 'weather forecast', 'national weather service forecast', 'tonight\'s forecast', 'will it rain this weekend', 'chance of rain'],
  handler: ({ input, upstream, settings }) => forecastAnywhere({ nws: upstream(nws), openMeteo: upstream(openMeteo) }, input, nwsHeaders(settings)),
})
