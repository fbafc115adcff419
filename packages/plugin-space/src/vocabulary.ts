/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
asteroid, asteroids, near earth object, neo, meteor, comet flyby = close approaches space
planet, planets, moon, comet, mars, jupiter = space body
exoplanet, exoplanets, planets around stars = exoplanet
rocket, launch, launches, liftoff = launches
iss, space station, norad = satellite
stargazing, night sky, telescope, constellation, stars tonight, visible tonight = sky tonight
stargazing, night sky, telescope, constellation, stars tonight, visible tonight = observe
stargazing, night sky, telescope, constellation, stars tonight, visible tonight = skywatch
solar flare, geomagnetic, aurora, northern lights, kp index, solar storm = space weather
solar system, orbits = system space
eclipse, eclipses, lunar eclipse, solar eclipse, full moon, new moon, equinox, solstice, opposition, perigee, supermoon = skywatch
overhead, above me, flyover, starlink = satellites
iss pass, iss flyover, space station pass = satellite
airmass, culmination, culminates = observe
venus, saturn, mercury, neptune, uranus, pluto, sun position, how far is = body
northern lights, southern lights, aurora borealis = space weather
in the sky, position in the sky, where in the sky = body
orbiting a star, orbiting another star, alien planets, alien worlds = exoplanet
solar wind, gps disruption, radio blackout, geomagnetic storm = space weather
northern lights, aurora, auroras, aurora borealis, see the aurora = space weather kp
big rock, space rock, fly past earth, flying past earth, pass by earth = close approaches asteroid
# Everyday phrasing of the need behind each operation (issue 39).
moonrise, moonset, moon rise, moon set, how full moon, phase of moon, moon illuminated, distance mars, how far moon, far away moon, bright venus = space body
hit earth, asteroid hit, impact earth, killer asteroid, near miss asteroid, planet killer = close approaches asteroid
habitable planets, earth like planets, other earths, life other planets, planets other stars = exoplanet
rocket tonight, spacex, falcon 9, starship, blastoff, see launch, launch cape canaveral, nasa launch = launches
photograph andromeda, astrophotography, best time see, point telescope, galaxy tonight, nebula, see orion, best night observe = observe
see iss, spot iss, space station tonight, iss overhead, hubble, where hubble = satellite
moving star, moving light sky, string lights sky, satellites tonight, satellites visible = satellites
bright star, bright light sky, brightest star tonight, see tonight, look tonight, planets tonight, sky tonight = sky tonight
meteor shower, meteor showers, shooting stars, perseids, geminids, blood moon, harvest moon, blue moon, astronomy calendar, longest day, shortest day, first day summer, first day spring = skywatch
planets lined, planetary alignment, planet alignment, planets align = system
gps outage, radio interference sun, satellite disruption, ham radio propagation, hf propagation, grid storm sun = space weather
# s25/ind (issue 39)
planets outside our solar system, outside the solar system, other solar systems = exoplanet
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
rocket, rockets, liftoff, launch pad = launch
solar flare = space weather
space rock, space rocks, asteroid flyby = close approach asteroid
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
iss overhead, see the iss, spot the iss, space station overhead = satellite iss
planets around other stars, alien worlds, habitable planets = exoplanet
`

/**
 * The night sky at a place: a task about tonight without a word of what is seen up there ("when does it get dark in
 * Oslo tonight", "will it be dark by 6 tonight") wants the sun's times (sunrise.compute) or the weather, not the sky.
 */
export const intents = {
  'space.sky-tonight': 'sky planet planets star stars visible see moon constellation constellations telescope meteor meteors stargazing stargaze observe binoculars jupiter saturn venus mars comet galaxy astronomy look'.split(' '),
}
