// The e-mails' words in English and Slovak: one sentence per kind of notice, the digest's frame and the
// footer with the unsubscribe link. The web app words the same notices from its own locale files.
import type { Language, NoticeKind, NoticeTopic, SuggestedField } from '@travel/domain'

export interface MailWords {
  brand: string
  /** what happened, as a sentence naming the actor and the event */
  happened: Record<NoticeKind, (who: string, label: string) => string>
  /** a decided suggestion: taken whole, in part, or declined */
  decided: { all: string; some: string; none: string }
  field: Record<SuggestedField, string>
  formerTraveller: string
  reason: string
  answer: string
  open: string
  digestSubject: (count: number) => string
  digestIntro: string
  footer: (topics: string[]) => string
  unsubscribe: string
  settings: string
  topic: Record<NoticeTopic, string>
}

const en: MailWords = {
  brand: 'Off-road & On-road Travel',
  happened: {
    hidden: (_who, label) => `Reports have hidden "${label}" until a moderator decides.`,
    'decision-author': (_who, label) => `A moderator decided about "${label}".`,
    'decision-reporter': (_who, label) => `A moderator decided about "${label}", which you reported.`,
    'suggestion-received': (who, label) => `${who} suggested an edit of your event "${label}".`,
    'suggestion-decided': (who, label) => `${who} decided your suggested edit of "${label}".`,
    checkin: (who, label) => `${who} checked in at your event "${label}".`,
    'checkin-dispute': (who, label) => `${who} checked in at "${label}" and found something different.`,
    'wishlist-checkin': (who, label) => `${who} checked in at "${label}", which is in your wishlist.`,
    'wishlist-change': (who, label) => `"${label}" in your wishlist was updated from a suggestion by ${who}.`,
  },
  decided: { all: 'Accepted.', some: 'Accepted in part: {fields}.', none: 'Declined.' },
  field: {
    title: 'title',
    description: 'description',
    translation: 'translation',
    section: 'type',
    country: 'country',
    access: 'access',
    coordinates: 'position',
    map: 'map link',
    amenities: 'amenities',
  },
  formerTraveller: 'a former traveller',
  reason: 'Reason',
  answer: 'Answer',
  open: 'Open it',
  digestSubject: (count) => `Your day on ${en.brand}: ${count} ${count === 1 ? 'notice' : 'notices'}`,
  digestIntro: 'Here is what happened since the last digest.',
  footer: (topics) =>
    `You get this e-mail because of your settings for ${topics.map((t) => `"${t}"`).join(', ')}.`,
  unsubscribe: 'Stop these e-mails',
  settings: 'Notice settings',
  topic: {
    suggestions: 'Suggested edits of my events',
    decisions: 'Decisions on my suggestions',
    checkins: 'Check-ins on my events',
    disputes: 'Check-ins that find my event changed',
    moderation: "Moderators' decisions",
    wishlist: 'News of events in my wishlist',
  },
}

const sk: MailWords = {
  brand: 'Off-road & On-road cestovanie',
  happened: {
    hidden: (_who, label) => `Hlásenia skryli „${label}“, kým nerozhodne moderátor.`,
    'decision-author': (_who, label) => `Moderátor rozhodol o\u00a0„${label}“.`,
    'decision-reporter': (_who, label) => `Moderátor rozhodol o\u00a0„${label}“, čo ste nahlásili.`,
    'suggestion-received': (who, label) => `${who} navrhuje úpravu vášho tipu „${label}“.`,
    'suggestion-decided': (who, label) => `O\u00a0vašom návrhu úpravy tipu „${label}“ sa rozhodlo (${who}).`,
    checkin: (who, label) => `Nová návšteva vášho tipu „${label}“: ${who}.`,
    'checkin-dispute': (who, label) => `Pri návšteve vášho tipu „${label}“ (${who}) bolo niečo inak.`,
    'wishlist-checkin': (who, label) => `Nová návšteva tipu „${label}“ z\u00a0vášho zoznamu želaní: ${who}.`,
    'wishlist-change': (who, label) =>
      `Tip „${label}“ z\u00a0vášho zoznamu želaní sa zmenil podľa návrhu, ktorý poslal ${who}.`,
  },
  decided: { all: 'Prijatý.', some: 'Prijatý čiastočne: {fields}.', none: 'Zamietnutý.' },
  field: {
    title: 'názov',
    description: 'popis',
    translation: 'preklad',
    section: 'typ',
    country: 'krajina',
    access: 'prístup',
    coordinates: 'poloha',
    map: 'odkaz na mapu',
    amenities: 'vybavenie',
  },
  formerTraveller: 'bývalý cestovateľ',
  reason: 'Dôvod',
  answer: 'Odpoveď',
  open: 'Otvoriť',
  digestSubject: (count) =>
    `Novinky na ${sk.brand}: ${count} ${count === 1 ? 'oznámenie' : count < 5 ? 'oznámenia' : 'oznámení'}`,
  digestIntro: 'Toto sa stalo od posledného prehľadu.',
  footer: (topics) =>
    `Tento e-mail dostávate podľa svojich nastavení pre ${topics.map((t) => `„${t}“`).join(', ')}.`,
  unsubscribe: 'Už neposielať tieto e-maily',
  settings: 'Nastavenia oznámení',
  topic: {
    suggestions: 'Návrhy úprav mojich tipov',
    decisions: 'Rozhodnutia o\u00a0mojich návrhoch',
    checkins: 'Návštevy mojich tipov',
    disputes: 'Návštevy, ktoré zistili zmenu',
    moderation: 'Rozhodnutia moderátorov',
    wishlist: 'Novinky tipov z\u00a0môjho zoznamu želaní',
  },
}

export const MAIL_WORDS: Record<Language, MailWords> = { en, sk }
