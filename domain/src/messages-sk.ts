// The Slovak validation messages (messages.ts holds the English ones and the rest). A module of its own:
// the web app loads it with its forms for a Slovak reader (web/src/i18n), the API with every message.
import { MERGE_RADIUS_KM } from './merges'
import * as limit from './limits'
import type { ValidationKey } from './messages'
import { formatCount, pluralForm, type PluralForms } from './plural'

/** A limit as Slovak writes it: "5 000" (no-break space) */
const n = (count: number) => formatCount('sk', count)
/** The noun after a limit agrees with it ("3 až 120 znakov", "aspoň 2 znaky") */
const noun = (count: number, forms: PluralForms) => pluralForm('sk', count, forms)
const CHARACTERS: PluralForms = { one: 'znak', few: 'znaky', many: 'znaku', other: 'znakov' }
const WORDS: PluralForms = { one: 'slovo', few: 'slová', many: 'slova', other: 'slov' }
const POINTS: PluralForms = { one: 'bod', few: 'body', many: 'bodu', other: 'bodov' }
/** the elevations a route point may have, as Slovak writes them */
const TRACK_ELE_RANGE_SK = `${n(limit.TRACK_ELE_MIN_M)}\u00a0m až ${n(limit.TRACK_ELE_MAX_M)}\u00a0m`

export const validationMessagesSk: Record<ValidationKey, string> = {
  required: 'Toto pole je povinné.',
  title_length: `Názov musí mať ${n(limit.TITLE_MIN)} až ${n(limit.TITLE_MAX)} ${noun(limit.TITLE_MAX, CHARACTERS)}.`,
  description_length: `Popis musí mať ${n(limit.DESCRIPTION_MIN)} až ${n(limit.DESCRIPTION_MAX)} ${noun(limit.DESCRIPTION_MAX, CHARACTERS)}.`,
  map_length: `Odkaz na mapu môže mať najviac ${n(limit.MAP_MAX)} ${noun(limit.MAP_MAX, CHARACTERS)}.`,
  language_invalid: 'Vyberte angličtinu alebo slovenčinu.',
  section_invalid: 'Vyberte sekciu.',
  sub_required: 'Vyberte podsekciu.',
  sub_invalid: 'Táto podsekcia nepatrí do zvolenej sekcie.',
  country_invalid: 'Vyberte krajinu zo zoznamu.',
  access_invalid: 'Vyberte, pre aké vozidlo je tip vhodný.',
  coordinates_warning: 'Zadajte súradnice s\u00a0desatinnou bodkou, napríklad 48.148598, 17.107748.',
  coordinates_not_allowed: 'Trasy a\u00a0itineráre nemajú súradnice.',
  date_invalid: 'Zadajte platný dátum.',
  date_future: 'Dátum nemôže byť v\u00a0budúcnosti.',
  image_first: 'Nahrajte obrázok.',
  file_url_invalid: 'Súbor musí byť nahraný na túto stránku.',
  gpx_only: 'Nahrať je možné iba trasy vo formáte .gpx.',
  gpx_not_found: 'Súbor trasy sa nenašiel. Nahrajte ho znova.',
  gpx_too_large: 'Súbor trasy musí mať menej ako 5\u00a0MB.',
  gpx_not_xml: 'Súbor trasy nie je platný súbor GPX (nie je to čitateľné XML).',
  gpx_not_gpx: 'Súbor trasy nie je GPX.',
  gpx_entities:
    'Súbor trasy obsahuje DOCTYPE alebo entity, ktoré súbory trás nikdy nepotrebujú. Exportujte ho z\u00a0aplikácie alebo zariadenia znova.',
  gpx_no_points: 'Súbor trasy neobsahuje žiadne body trasy.',
  gpx_too_many_points: `Súbor trasy má viac ako ${n(limit.TRACK_MAX_POINTS)} ${noun(limit.TRACK_MAX_POINTS, POINTS)}. Najprv ho zjednodušte vo svojej aplikácii.`,
  gpx_bad_elevations: `Väčšina nadmorských výšok v\u00a0súbore trasy je mimo rozsahu ${TRACK_ELE_RANGE_SK}, takže nemôže byť správna. Skontrolujte, či ich aplikácia exportuje v\u00a0metroch.`,
  gpx_bad_times: `Väčšina časov v\u00a0súbore trasy nemôže byť správna: sú spred roku ${limit.TRACK_TIME_MIN_YEAR} alebo o\u00a0viac ako rok v\u00a0budúcnosti. Skontrolujte hodiny zariadenia, ktoré trasu zaznamenalo.`,
  email_invalid: 'Zadajte platnú e-mailovú adresu.',
  username_length: `Používateľské meno musí mať ${n(limit.USERNAME_MIN)} až ${n(limit.USERNAME_MAX)} ${noun(limit.USERNAME_MAX, CHARACTERS)}.`,
  username_removed: 'Moderátor vaše meno odstránil, profil si ponecháva neutrálne meno.',
  password_weak: `Heslo musí mať aspoň ${n(limit.PASSWORD_MIN)} ${noun(limit.PASSWORD_MIN, CHARACTERS)}.`,
  event_id_required: 'Uveďte, ktorý tip chcete uložiť.',
  nothing_to_update: 'Zmeňte aspoň jedno pole.',
  limit_invalid: 'limit musí byť celé číslo od 1 do 100.',
  cursor_invalid: 'Táto stránka výsledkov už nie je dostupná. Načítajte zoznam znova.',
  text_invalid: 'Odstráňte z\u00a0textu riadiace znaky alebo poškodené symboly.',
  date_too_early: 'Zadajte dátum od roku 1900.',
  file_missing: 'Súbor sa nenašiel. Nahrajte ho znova.',
  query_repeated: 'Tento filter zadajte iba raz.',
  search_length: `Hľadaný text môže mať 1 až ${n(limit.SEARCH_TEXT_MAX)} ${noun(limit.SEARCH_TEXT_MAX, CHARACTERS)}.`,
  search_no_words: 'Napíšte slovo, ktoré chcete hľadať.',
  search_too_many_words: `Hľadajte najviac ${n(limit.SEARCH_WORDS_MAX)} ${noun(limit.SEARCH_WORDS_MAX, WORDS)} naraz.`,
  search_invalid: 'Odstráňte z\u00a0hľadaného textu riadiace znaky alebo poškodené symboly.',
  near_invalid:
    'near musí byť zemepisná šírka od −90 do 90 a\u00a0dĺžka od −180 do 180, napríklad 48.1486,17.1077.',
  radius_invalid: `radius musí byť vzdialenosť v\u00a0kilometroch od ${n(limit.NEAR_RADIUS_MIN_KM)} do ${n(limit.NEAR_RADIUS_MAX_KM)}.`,
  radius_without_near: 'radius potrebuje near: uveďte miesto, od ktorého sa vzdialenosť meria.',
  gone_invalid: 'gone môže byť len 1: zobraziť aj zaniknuté tipy.',
  visited_invalid: 'visited môže byť len 1: tipy navštívené za posledných 12 mesiacov.',
  min_rating_invalid: 'rating musí byť počet hviezdičiek od 1 do 5: tipy hodnotené aspoň toľko.',
  sort_invalid: 'sort môže byť visited (od naposledy navštívených) alebo rating (od najlepšie hodnotených).',
  sort_with_near: 'sort sa nedá spojiť s\u00a0near: tipy v\u00a0okolí miesta sú zoradené od najbližšieho.',
  sort_with_user: 'sort sa nedá spojiť s\u00a0user: vlastné tipy cestovateľa sú zoradené od najnovšieho.',
  bbox_invalid:
    'bbox musí byť juh,západ,sever,východ mapy v\u00a0stupňoch: šírky od −90 do 90, juh nie nad severom, dĺžky od −180 do 180.',
  zoom_invalid: 'zoom musí byť celé číslo od 0 do 20.',
  export_format_invalid:
    'Zoznam sa dá stiahnuť ako gpx (GPS zariadenia a\u00a0aplikácie) alebo kml (Google Earth a\u00a0Moje mapy).',
  visit_future: 'Návšteva nemôže byť v\u00a0budúcnosti.',
  checkin_state_invalid:
    'Uveďte, v\u00a0akom stave ste miesto našli: ako v\u00a0popise, zmenené alebo zaniknuté.',
  checkin_text_required: 'Napíšte, čo sa zmenilo alebo prečo miesto zaniklo.',
  checkin_text_length: `Text môže mať najviac ${n(limit.CHECKIN_TEXT_MAX)} ${noun(limit.CHECKIN_TEXT_MAX, CHARACTERS)}.`,
  checkin_photos_max: `Pridajte najviac ${n(limit.CHECKIN_PHOTOS_MAX)} fotky.`,
  checkin_photos_duplicate: 'Každú fotku pridajte len raz.',
  rating_invalid: 'Hodnotenie je 1 až 5 hviezdičiek.',
  checkin_access_invalid: 'Vyberte, s\u00a0čím ste prišli: karavan, auto alebo terénne auto.',
  checkin_fact_invalid:
    'Pri každej položke, ktorú ste na mieste našli, zvoľte Áno alebo Nie (voda, toalety, sprchy, výlevka, elektrina, Wi-Fi, oheň, psy, tieň, pohon 4×4), alebo ju vynechajte.',
  report_target_invalid: 'Uveďte, čo nahlasujete: tip, návštevu, fotku alebo meno používateľa.',
  report_reason_invalid: 'Vyberte, prečo to nahlasujete.',
  report_reason_needs_account:
    'Bez účtu môžete nahlásiť iba nezákonný obsah. Ak chcete nahlásiť niečo iné, prihláste sa.',
  report_text_length: `Text môže mať najviac ${n(limit.REPORT_TEXT_MAX)} ${noun(limit.REPORT_TEXT_MAX, CHARACTERS)}.`,
  change_reason_length: `Dôvod môže mať najviac ${n(limit.CHANGE_REASON_MAX)} ${noun(limit.CHANGE_REASON_MAX, CHARACTERS)}.`,
  suggestion_reason_required: 'Napíšte pár slovami prečo, napríklad „kohútik odstránili v\u00a0roku 2025“.',
  suggestion_action_invalid: 'Zvoľte prijať alebo zamietnuť.',
  suggestion_fields_invalid: 'Zvoľte navrhnuté polia, ktoré prijímate.',
  suggestion_field_changed: 'Od odoslania návrhu sa zmenilo.',
  report_email_required: 'Uveďte svoj e-mail, aby sme vám mohli na hlásenie odpovedať.',
  decision_action_invalid: 'Vyberte Ponechať, Vymazať alebo Obnoviť.',
  decision_reason_invalid: 'Vyberte dôvod rozhodnutia.',
  notice_settings_invalid:
    'Tieto nastavenia oznámení nie sú platné. Načítajte stránku znova a\u00a0vyberte ich ešte raz.',
  duplicate_other_invalid: 'Zvoľte tip, ktorý je to isté miesto.',
  duplicate_reason_required:
    'Napíšte, prečo ide o\u00a0to isté miesto, napríklad „ten istý kemp pod starým názvom“.',
  duplicate_same_event: 'Tip nemôže byť duplikátom seba samého: zvoľte iný.',
  duplicate_too_far: `Zvoľte tip vzdialený najviac ${n(MERGE_RADIUS_KM)}\u00a0km od tohto.`,
  merge_action_invalid: 'Zvoľte Zlúčiť alebo Zamietnuť.',
  merge_keep_invalid: 'Zvoľte, ktorý z\u00a0dvoch tipov zostane.',
  merge_reason_required:
    'Uveďte dôvod rozhodnutia: zapíše sa do záznamu moderovania a\u00a0dostanú ho obaja autori.',
  decision_version_invalid:
    'Chýba verzia položky, o\u00a0ktorej rozhodujete. Načítajte zoznam hlásení znova.',
  amenity_invalid: 'Odpovedzte áno alebo nie, alebo to nechajte nevyplnené.',
  price_invalid: `Cena je suma od 0 (zadarmo) do ${n(limit.PRICE_MAX)} za noc.`,
  currency_invalid: 'Zvoľte menu ceny.',
  trip_name_length: `Názov cesty má ${n(limit.TRIP_NAME_MIN)} až ${n(limit.TRIP_NAME_MAX)} znakov.`,
  vehicle_invalid: 'Zadajte dĺžku a\u00a0výšku vozidla v\u00a0metroch a\u00a0či má pohon 4×4.',
  trip_vehicle_length_invalid: `Dĺžka vášho vozidla sa zadáva v\u00a0metroch od ${n(limit.VEHICLE_LENGTH_MIN_M)} do ${n(limit.VEHICLE_LENGTH_MAX_M)}.`,
  trip_vehicle_height_invalid: `Výška vášho vozidla sa zadáva v\u00a0metroch od ${n(limit.VEHICLE_HEIGHT_MIN_M)} do ${n(limit.VEHICLE_HEIGHT_MAX_M)}.`,
  trip_version_invalid: 'Chýba verzia cesty. Načítajte cestu znova a\u00a0skúste to ešte raz.',
  stop_name_length: `Názov zastávky má 1 až ${n(limit.STOP_NAME_MAX)} znakov.`,
  stop_note_length: `Poznámka môže mať najviac ${n(limit.STOP_NOTE_MAX)} znakov.`,
  stop_position_invalid: 'Zvoľte, kam na ceste zastávka patrí.',
  stop_kind_invalid: 'Zastávka je buď tip, alebo pomenovaný bod so súradnicami.',
  stop_overnight_invalid: 'Uveďte, či sa na tejto zastávke nocuje.',
  vehicle_length_invalid: `Najdlhšie vozidlo sa zadáva v\u00a0metroch od ${n(limit.VEHICLE_LENGTH_MIN_M)} do ${n(limit.VEHICLE_LENGTH_MAX_M)}, na jedno desatinné miesto.`,
  vehicle_height_invalid: `Obmedzenie výšky sa zadáva v\u00a0metroch od ${n(limit.VEHICLE_HEIGHT_MIN_M)} do ${n(limit.VEHICLE_HEIGHT_MAX_M)}, na jedno desatinné miesto.`,
  months_invalid: 'Vyberte mesiace, keď je otvorené, každý len raz.',
  surface_invalid: 'surface môže byť asphalt, gravel, dirt, sand, rock alebo mixed.',
  has_invalid:
    'has vymenúva vybavenie: water, toilets, showers, dump, electricity, wifi, fire, dogs alebo shade.',
  free_invalid: 'free môže byť len 1: miesta zadarmo.',
  four_by_four_invalid:
    'Pohon 4×4 môže byť len 1: trasa, na ktorú treba pohon 4×4 alebo vysokú svetlú výšku.',
  fits_invalid: `fits musí byť dĺžka vášho vozidla v\u00a0metroch, najviac ${n(limit.FITS_LENGTH_MAX_M)}.`,
  height_invalid: `height musí byť výška vášho vozidla v\u00a0metroch, najviac ${n(limit.FITS_HEIGHT_MAX_M)}.`,
  open_invalid: 'open musí byť mesiac od 1 do 12.',
}
