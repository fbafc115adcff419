import type { Dictionary } from './index.ts'

/** Hindi typed in Latin letters ("Hinglish"), as on phones without a Devanagari keyboard; English words in it stay English. */
export const hiLatn: Dictionary = {
  code: 'hi',
  script: 'latin',
  stop: 'ka ki ke ko mein mai se par aur kya hai hain tha thi kaisa kaise kahan kab kaun kitna kitni kitne mujhe mera meri mere hum yeh ye woh wo iss us ek bhi toh hi karo kar do batao bataiye hoga hogi raha rahi',
  words: `
aaj = today
mausam, mosam = weather
barish, baarish = rain
bhav, bhaav, daam, keemat, kimat, kimmat = price
tamba, tambe, taamba = copper
sona, sone = gold
chandi = silver
rajdhani = capital
jansankhya, aabadi, abadi = population
khabar, khabren, samachar = news
bhukamp, bhukump = earthquakes
anuvad, anuvaad = translate
chhutti, chhuttiyan, chutti = public holidays
udaan, udan = flight
tareekh, tarikh = date
samay = time
dawai, dawa = drug
# s18/lang4: everyday words as typed in Latin letters (the sun, the hour, money, work, home, health, weather, travel, a watcher's "let me know")
sooraj, suraj = sun
dubega, doobega, doobta, dhalega, dhalta = sunset
ugega, ugta, nikalega = sunrise
baje = time
tapman = temperature
thand, thandi, sardi = cold
hawa = air
pradushan, pradooshan = air pollution
rupaye, rupaya, rupiya = rupees
mudra = currency
share bazaar, share bazar = stock market
naukri, naukriyan = jobs
tankhwah, tankhwa, vetan = wages salary
kiraya, kiraye = rent
makaan, makan = house
bijli = electricity
aspatal, aspataal = hospital
bimari, bimaari = disease
khana, bhojan = food
paani, pani = water
nadi = river
samudra, samundar = sea
toofan, tufan, toofaan, aandhi = storm
baadh, badh = flood
chunav, chunaav = election
kanoon, kanun = law
adalat = court
vakil = lawyer
gaadi, gaddi = car vehicle
hawai jahaz, jahaz, jahaj = aircraft
hawai adda = airport
yatra, safar = travel
chand, chaand = moon
grahan = eclipse
bhasha = language
shabd = word
tasveer, tasvir = image
awaaz, awaz = audio
sandesh = message
bata dena, batana = notify
roz, rozana = daily
hafta, hafte = week
mahina, mahine = month
saal = year
taala, tala = lock
kataar, katar = queue
mitao, hatao = delete
khojo, dhundo, dhoondo = search
nazdeek, najdeek, kareeb, paas = near
sasta, saste = cheap
mehnga, mehenga = expensive
mehngai, mahangai = inflation
byaj, byaaj = interest rate
karz, karza = loan
bhugtan = payment
tyohar, tyohaar = holidays
khel = sports
gaana, gaane = music
kitab, kitaab = book
subah, subha = morning
raat = night
jab = when
gire, girega, gir jaye = drops
badhe, badhega = rises
`,
}
