/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
unemployment, jobless, unemployment rate, jobless rate = unemployment labor
job openings, jolts, hiring, quits, vacancies = openings labor
salary, salaries, wage, wages, pay, income by occupation = wages labor
earn, earns, earned, earning, make a year, makes a year, get paid, paid, going rate, pay scale, hourly rate, income of = wages labor
nurse, nurses, developer, engineer, teacher, electrician, plumber, accountant, lawyer, occupation, profession = wages occupation
unemployed, jobless, out of work, laid off, people without jobs = unemployment
employed, employment, jobs numbers, payrolls, workers in, manufacturing jobs = bls series employment
manufacturing, factory jobs, construction jobs, retail jobs, jobs in an industry = employment bls series
per hour, hourly, hourly pay, hourly wage, paycheck, paycheque, make a living, pay packet = wages
people out of work, people without work, people looking for work, lost their jobs, lost jobs, people unemployed = unemployment labor
bring home, take home, take-home pay, starting salary, expect to make, expect to earn = wages labor
# Everyday phrasing of the need behind each operation (issue 39)
job market, hiring market, companies hiring, hot job market, quitting jobs, people quitting, great resignation, job vacancies, labor turnover = openings labor
jobs scarce, hard find job, hard find work, labor market, unemployment county, unemployment state = unemployment
# s22/ind (issue 39)
help wanted, help-wanted ads, job postings, job ads, hiring slowing, fewer openings = openings labor
what each city pays, what's the pay, pay like, what they pay = wages labor
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
positions to fill, unfilled, open positions, employers trying to fill, vacancies nationwide = openings labor
folks out of work = unemployment
`
