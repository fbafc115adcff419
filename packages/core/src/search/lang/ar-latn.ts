import type { Dictionary } from './index.ts'

/** Arabic typed in Latin letters and digits ("Arabizi": 3 for ع, 7 for ح, 5 for خ, 2 for ء), with the article written on or apart. */
export const arLatn: Dictionary = {
  code: 'ar',
  script: 'latin',
  stop: 'ma hiya huwa hal fi fe min ila ela 3ala 3an wa ana shu eh esh ayna feen wein kam kaif keef kif al el',
  words: `
si3r, se3r, sa3r, as3ar, es3ar, alsi3r, elsi3r = price
3omla, 3umla, al3omla, el3omla, al3umla, 3amla = currency
nu7as, nuhas, no7as, alnu7as, elno7as, alnuhas = copper
dahab, aldahab, eldahab = gold
fidda, fadda, alfidda = silver
alyawm, alyom, elyom, elyoum, alyoum, naharda, elnaharda = today
bukra, bokra, ghadan = tomorrow
taqs, tags, altaqs, eltaqs, eltags, jaw, eljaw = weather
akhbar, a5bar, ala5bar, el a5bar = news
3asima, 3asimat, al3asima, el3asma = capital
sukkan, sokkan, 3adad = population
tarjim, targem, tarjama, targama = translate
zilzal, zelzal, zalazil, zelzal = earthquakes
matar, mataar, almatar, elmatar = airport
rihla, re7la, ri7la = flight
`,
}
