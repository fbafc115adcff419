import type { Dictionary } from './index.ts'

export const ko: Dictionary = {
  code: 'ko',
  script: 'hangul',
  stop: '의 을 를 이 가 은 는 에 에서 와 과 도 로 으로 해줘 해 주세요 좀 알려줘',
  words: `
날씨 = weather
일기예보, 예보 = forecast
비 = rain
눈 = snow
기온, 온도 = temperature
내일 = tomorrow
오늘 = today
어제 = yesterday
지금, 현재 = current now
대기질, 미세먼지 = air quality
일출 = sunrise
일몰 = sunset
지진 = earthquakes
최근 = recent
가격, 시세 = price
주가 = stock price
주식 = stock
환율 = exchange rate
달러 = dollars
원화 = won currency
비트코인 = bitcoin
번역 = translate
문장, 텍스트 = text
영어 = english
요약 = summarize
웹페이지, 사이트 = web page
이미지, 사진 = image
공휴일, 휴일 = public holidays
회사 = company
세금 = tax
은행 = bank
리콜 = recalls
자동차 = car vehicle
연봉, 월급 = wages salary
뉴스 = news
검색 = search
확인 = check validate
도메인 = domain
전화번호 = phone number
주소 = address
공항 = airport
항공편 = flight
시간대 = time zone
알림 = notify alert
매일 = every
저장 = remember store
삭제 = delete
생성, 만들어 = generate
비밀번호 = password
인구 = population
나라 = country
뜻, 의미 = definition meaning
비자 = visa
여행 = travel
`,
}
