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
# s18/lang4: everyday words as typed in Latin letters (the sun, the hour, money, work, home, health, weather, travel, a watcher's "let me know")
shams, elshams, alshams = sun
shurooq, shuruq, shoroo2 = sunrise
ghuroob, ghurub, ghoroob = sunset
wa2t, waqt, elwa2t, sa3a, sa3ah, elsa3a = time
harara, 7arara, el7arara = temperature
naft, elnaft = oil
banzeen, benzeen, benzin = gasoline
as-hum, ashom, ashum, as7om, sahm = stocks
bursa, borsa, elborsa = stock exchange
sharika, sherka, elsherka = company
wazifa, wazayef, shoghl = jobs
rateb, ratib, ma3ash = salary
egar, ijar, iijar = rent
bayt, beit, manzil = house home
kahraba, kahraba2 = electricity
mustashfa, mostashfa = hospital
akl, akel = food
mayya, maya = water
ba7r, bahr = sea
3asifa, 3asefa = storm
fayadan, fayadanat = flood
intikhabat, entekhabat = election
qanun, 2anoon, kanoon = law
ma7kama, mahkama = court
mo7ami, muhami = lawyer
sayara, sayyara, 3arabiya = car vehicle
tayara, tayyara = aircraft
safar = travel
ta2shira, tashira = visa
jawaz, gawaz = passport
2amar, qamar = moon
kosouf, kusuf, khusuf = eclipse
lugha, logha = language
kalima, kelma = word
sura, soura, sowar = image
sawt = audio
risala, resala = message
yawmiyan, yawmi = daily
usbu3, esbo3 = week
shahr = month
a2rab, aqrab = nearest
rakhis, rekhis = cheap
ghali = expensive
tadakhum, tadakhom = inflation
fa2ida, faida = interest rate
qard = loan
dariba, dareeba = tax
nabbihni, khabbirni, 3arrifni = notify
3otla, 3utla, agaza, ijaza = holidays
mubarat, mobara, mubarayat = games
ketab, kitab = book
3indama, lamma, lama = when
saba7, sabah, elsob7 = morning
lail, leil, bellail = night
`,
}
