/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
rain, raining, rainy, snow, snowing, umbrella, precipitation, storm, sunny, cloudy, windy, humidity, humid, degrees, temperature, freezing, hot, cold = weather forecast
tomorrow, tonight, weekend, next week, next days, coming days, upcoming, later today, outlook, predicted = forecast
weather = forecast
weather = current
right now, currently, at the moment, conditions, outside = current
worldwide, anywhere, abroad, international = global
air pollution, pollution, smog, aqi, pm2.5, ozone, pollen, air = air quality
hurricane, tornado, blizzard, severe weather, weather warning, heat wave, heatwave, flood warning, storm warning = weather alerts
waves, surf, swell, sea, ocean, boating, sailing, offshore = marine
past weather, historical weather, weather last, weather history, weather last year = weather history
zip, zipcode, zip code, postcode, postal code = zip
jacket, coat, umbrella, sunscreen, shorts, bring = forecast
was the weather, weather on, weather was, historical temperature = weather history
frost, icy, ice, freeze, freezing rain, sleet, hail, fog, foggy, gusts, gusty, heat, heatwave, cold snap, muggy, chilly = weather forecast
weather today, today weather, weather now = weather current
haze, hazy, smoke, smoky, wildfire smoke, safe to breathe, breathe, breathing, air outside = air quality
how hot did it get, how cold did it get, record high, record low, last january, last february, last march, last april, last may, last june, last july, last august, last september, last october, last november, last december = weather history
dangerous storm, dangerous storms, severe storm, severe storms, storm coming, storms coming, storm headed, storms headed, watches and warnings, evacuate, evacuation = weather alerts warnings
day I was born, how hot did it get, how cold did it get = history weather
# The need behind the data (issue 39): plans, clothes, safety, and what happened on a day.
bring umbrella, outdoor plans, picnic tomorrow, barbecue tomorrow, bbq weekend, frost tonight, cover plants, protect plants, snow day, roads icy, nice weather, good weather, beach day, chance of rain, chance of snow, rain later, rain tomorrow, rain weekend, snow tomorrow = weather forecast
outside right now, outside now, cold outside, hot outside, warm outside, temperature outside, outdoor temperature, wind chill, heat index, raining now, snowing now, raining outside, pouring outside = weather current
run outside, running outside, exercise outside, open windows, open window, wear mask, mask outside, outdoor air, dirty air, bad air, air bad, fire smoke, smoke fires, asthma air, allergy season, hay fever = air quality
take shelter, tornado coming, hurricane coming, storm coming tonight, flash flood, evacuation order, wind advisory, winter storm, ice storm, red flag warning, freeze warning, frost advisory, dangerous weather, warnings area, weather emergency = weather alerts
surfing, surf today, surf tomorrow, good surf, waves today, waves tomorrow, wave forecast, sea temperature, ocean temperature, water warm ocean, sea choppy, choppy, rough sea, rough seas, seasick, sail tomorrow, sailing tomorrow, take boat, sea kayak = marine
weather trip, trip weather, vacation weather, weather vacation, holiday weather, weather abroad, 10 day, 14 day, two weeks, next two weeks, 16 day = forecast global
wedding day, rain wedding, weather wedding, wedding weather, birthday weather, day born, got married, day married, anniversary weather, weather that day, that day weather, last summer, last winter, last spring, last fall, years ago, rained that day, hail damage, storm damage, wind damage, insurance claim weather = weather history
# s22/ind (issue 39)
snowy, stormy, be snowy = weather forecast
rain fell, how much rain fell, rainfall last = weather history
in ten days, ten days out = forecast global
warning out, warning in effect, tornado warning = weather alerts
# s22/ind, second lines
warm enough to swim, swim today, water warm enough, lake temperature = marine
asthma flare, asthma flared, flared up = air quality
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
surfers, sailing, boating, choppy, waves = marine
smoky, haze, asthma = air quality
tornado siren, evacuate, take shelter, hurricane coming = weather alerts
day i was born, wedding day weather = weather history
`

/**
 * A ZIP code's forecast: a task naming a ZIP code without a word of the weather ("ZIP 10001 demographics",
 * "zip+4 90210-1234") wants what else the ZIP code tells.
 */
export const intents = {
  'weather.zip': 'weather forecast rain snow temperature wind storm sunny cold hot umbrella humid humidity'.split(' '),
}
