// The words an exported trip's file uses for its days and its stops' warnings, in the reader's language.
import type { Language, StopWarning } from '@travel/domain'

interface TripWords {
  day: string
  night: string
  warnings: string
  warning: (w: StopWarning) => string
}

/** "7.5 m" in English, "7,5 m" in Slovak, the unit kept on its number's line by a no-break space. */
const metres = (language: Language, value: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'meter', maximumFractionDigits: 1 })
    .format(value)
    .replace(/ /g, '\u00a0')

/** "12 May 2024", "12. mája 2024": the last visit as the reader writes dates. */
const longDate = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

const monthName = (language: Language, month: number) =>
  new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  )

export const TRIP_WORDS: Record<Language, TripWords> = {
  en: {
    day: 'Day',
    night: 'Night here',
    warnings: 'Warnings',
    warning: (w) => {
      switch (w.kind) {
        case 'unavailable':
          return 'No longer available on the site'
        case 'too-long':
          return `Vehicles up to ${metres('en', w.maxLength)} long; yours is ${metres('en', w.vehicle)}`
        case 'too-high':
          return `Vehicles up to ${metres('en', w.maxHeight)} high; yours is ${metres('en', w.vehicle)}`
        case 'needs-4x4':
          return 'Needs a 4×4'
        case 'closed':
          return `Closed in ${monthName('en', w.month)}`
        case 'gone':
          return 'Travellers report it is gone'
        case 'changed':
          return 'Travellers report it has changed'
        case 'not-visited':
          return `Not visited since ${longDate('en', w.lastVisit)}`
      }
    },
  },
  sk: {
    day: 'Deň',
    night: 'Nocľah',
    warnings: 'Upozornenia',
    warning: (w) => {
      switch (w.kind) {
        case 'unavailable':
          return 'Na stránke už nie je dostupné'
        case 'too-long':
          return `Pre vozidlá do dĺžky ${metres('sk', w.maxLength)}; vaše má ${metres('sk', w.vehicle)}`
        case 'too-high':
          return `Pre vozidlá do výšky ${metres('sk', w.maxHeight)}; vaše má ${metres('sk', w.vehicle)}`
        case 'needs-4x4':
          return 'Treba 4×4'
        case 'closed':
          return `Zatvorené v mesiaci ${monthName('sk', w.month)}`
        case 'gone':
          return 'Podľa cestovateľov už neexistuje'
        case 'changed':
          return 'Podľa cestovateľov sa zmenilo'
        case 'not-visited':
          return `Nenavštívené od ${longDate('sk', w.lastVisit)}`
      }
    },
  },
}
