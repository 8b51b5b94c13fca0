// "Download my data": the ZIP of everything the site holds about the signed-in user (docs/api.md), its
// address, its file name and the README inside it, in both languages.
import type { Language } from './messages'

/** The API's path of the ZIP (under /api). */
export const MY_DATA_PATH = '/user/export.zip'

/** The JSON files of the ZIP, in the order they are written; files go under `files/`. */
export const MY_DATA_JSON_FILES = [
  'profile.json',
  'events.json',
  'checkins.json',
  'wishlist.json',
  'reports.json',
  'notices.json',
  'suggestions.json',
  'revisions.json',
  'trips.json',
] as const

/** "my-data-2026-11-26.zip": the day (UTC) of the download. */
export function myDataFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.zip`
}

export interface MyDataReadmeFacts {
  username: string
  /** when the ZIP was made, ISO 8601 */
  createdAt: string
  events: number
  checkins: number
  wishlist: number
  reports: number
  notices: number
  suggestions: number
  revisions: number
  trips: number
  files: number
}

const README: Record<Language, (facts: MyDataReadmeFacts) => string> = {
  en: (f) => `Your data from Off-road & On-road Travel
========================================

This archive holds everything the site keeps about the account "${f.username}",
as it was on ${f.createdAt} (UTC). It was made at your request: you have the
right to access your data and to take it elsewhere (see the privacy policy).

What is inside
--------------
profile.json   Your profile: user id, username, e-mail, profile picture address,
               when the profile was created and last changed.
events.json    The ${f.events} event(s) you added: title, description, date, section,
               country, access, position, the addresses of its photo, thumbnail
               and route file, and the track computed from your route file.
checkins.json  The ${f.checkins} check-in(s) you wrote, on your events and on others':
               visit day, state, rating, text, photo addresses, access.
wishlist.json  The ${f.wishlist} event(s) on your wishlist and when you added them
               (the event's id only: those events are not yours).
reports.json   The ${f.reports} report(s) you filed that moderators have not decided
               yet: the item (its kind and id), your reason, your text, when.
notices.json   The ${f.notices} notice(s) the site sent you: moderators' decisions about
               your content or items you reported (the item, the decision, its
               reason and text), suggestions, decisions on your suggestions,
               check-ins and news of your wishlist; when, and whether you read it.
suggestions.json  The ${f.suggestions} edit(s) you suggested to other travellers' events:
               the event's id, the values you suggested, your reason, when, and
               which fields the author accepted.
revisions.json The ${f.revisions} change(s) you made that events' histories keep, with
               the values you gave: your own edits and reverts, and your
               suggestions their authors accepted.
trips.json     The ${f.trips} trip(s) you planned: name, start date, vehicle, and the
               stops in order (an event's id, or a point's name and position),
               with your notes.
files/         The ${f.files} file(s) you uploaded, as stored:
                 files/events/    photos, thumbnails and route (GPX) files of your events
                 files/checkins/  photos of your check-ins
                 files/profiles/  your profile picture
               A file's name here is the last part of the address in the JSON files.

What is not inside
------------------
Check-ins other travellers wrote on your events, and the visit counts and ratings
computed from them, are their data, not yours. Other users' events on your
wishlist are named by their id only. Your password is never stored by the site
in a readable form. Once moderators decide on a report, it leaves
reports.json: the site keeps it in its moderation log, as the law asks of it;
write to the contact address on the site to receive your part of that log.

The JSON files use UTF-8; dates are ISO 8601 (YYYY-MM-DD, or a moment in UTC).
`,
  sk: (f) => `Vaše údaje z Off-road & On-road cestovanie
==========================================

Tento archív obsahuje všetko, čo stránka uchováva o účte „${f.username}“,
v stave k ${f.createdAt} (UTC). Vznikol na vašu žiadosť: máte právo na prístup
k svojim údajom a na ich prenesenie inam (pozri stránku Ochrana osobných údajov).

Čo obsahuje
-----------
profile.json   Váš profil: identifikátor, používateľské meno, e-mail, adresa
               profilovej fotky, kedy profil vznikol a kedy sa naposledy zmenil.
events.json    Tipy, ktoré ste pridali (${f.events}): názov, popis, dátum, sekcia,
               krajina, prístup, poloha, adresy fotky, náhľadu a súboru trasy
               a trasa vypočítaná z vášho súboru trasy.
checkins.json  Návštevy, ktoré ste zapísali (${f.checkins}), na vašich aj cudzích
               tipoch: deň návštevy, stav, hodnotenie, text, adresy fotiek, prístup.
wishlist.json  Tipy vo vašom zozname želaní (${f.wishlist}) a kedy ste ich pridali
               (len identifikátor tipu: tie tipy nie sú vaše).
reports.json   Vaše nahlásenia, o ktorých moderátori ešte nerozhodli (${f.reports}):
               položka (jej druh a identifikátor), dôvod, váš text, kedy.
notices.json   Oznámenia, ktoré vám stránka poslala (${f.notices}): rozhodnutia
               moderátorov o vašom obsahu alebo o nahlásených položkách (položka,
               rozhodnutie, jeho dôvod a text), návrhy úprav, rozhodnutia o vašich
               návrhoch, návštevy a novinky zo zoznamu želaní; kedy a či ste ich čítali.
suggestions.json  Úpravy, ktoré ste navrhli na cudzích tipoch (${f.suggestions}):
               identifikátor tipu, navrhnuté hodnoty, váš dôvod, kedy a ktoré
               polia autor prijal.
revisions.json Zmeny, ktoré ste urobili a ktoré uchováva história tipov (${f.revisions}),
               s hodnotami, ktoré ste zadali: vaše úpravy a vrátenia a vaše návrhy,
               ktoré autori prijali.
trips.json     Cesty, ktoré ste naplánovali (${f.trips}): názov, dátum začiatku, vozidlo
               a zastávky v poradí (identifikátor tipu alebo názov a poloha bodu)
               s vašimi poznámkami.
files/         Súbory, ktoré ste nahrali (${f.files}), tak ako sú uložené:
                 files/events/    fotky, náhľady a súbory trás (GPX) vašich tipov
                 files/checkins/  fotky vašich návštev
                 files/profiles/  vaša profilová fotka
               Názov súboru tu je posledná časť adresy v súboroch JSON.

Čo neobsahuje
-------------
Návštevy, ktoré na vašich tipoch zapísali iní cestovatelia, a počty návštev
a hodnotenia z nich vypočítané sú ich údaje, nie vaše. Cudzie tipy vo vašom
zozname želaní sú uvedené len identifikátorom. Heslo stránka nikdy neuchováva
v čitateľnej podobe. Keď moderátori o nahlásení rozhodnú, zmizne
z reports.json: stránka ho uchováva v zázname moderovania, ako jej to ukladá
zákon; ak chcete svoju časť tohto záznamu, napíšte na kontaktnú adresu stránky.

Súbory JSON sú v kódovaní UTF-8; dátumy sú podľa ISO 8601 (RRRR-MM-DD alebo okamih v UTC).
`,
}

/** The README.txt of the ZIP, in the reader's language. */
export function myDataReadme(language: Language, facts: MyDataReadmeFacts): string {
  return README[language](facts)
}
