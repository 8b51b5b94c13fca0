// The add/edit form of an event: its values (text inputs, access by name, the section in two selects),
// its schema for the form's resolver, and the conversions to the API's payload and back from an event.
import { mixed, object, string } from 'yup'
import { ACCESS_NAMES, accessCodeOf, accessNameOf, type AccessName } from './access'
import { emptyAmenityForm, toAmenities, toAmenityFormValues, type AmenityFormValues } from './amenity-form'
import { amenityFormSchema } from './amenities-schema'
import { formatCoordinates, isCoordinatesText, parseCoordinates } from './coordinates'
import type { Country } from './countries'
import type { EventDto, EventPayload } from './event-api'
import { country, dateField, description, title } from './event-fields'
import { LANGUAGES, MAP_MAX, type Language } from './messages'
import { eventTexts } from './translations'
import {
  DEFAULT_SECTION,
  MAIN_SECTIONS,
  hasSubsections,
  isMainSection,
  isValidSection,
  sectionTakesCoordinates,
  type MainSection,
  type SubSection,
} from './sections'

/** The add/edit form's values: text inputs, access by name, section split in two selects. */
export interface EventFormValues {
  title: string
  description: string
  /** the language of title and description; '' until chosen, which sends the screen's language */
  writtenIn: Language | ''
  /** the other language's version, optional: both or neither */
  translationTitle: string
  translationDescription: string
  image: string
  thumbnail: string
  gpxFile: string
  map: string
  coordinates: string
  access: AccessName | ''
  date: string
  main: MainSection
  sub: SubSection | ''
  country: Country | ''
  /** what it offers (all optional) */
  amenities: AmenityFormValues
}

export const emptyEventForm: EventFormValues = {
  title: '',
  description: '',
  writtenIn: '',
  translationTitle: '',
  translationDescription: '',
  image: '',
  thumbnail: '',
  gpxFile: '',
  map: '',
  coordinates: '',
  access: '',
  date: '',
  main: DEFAULT_SECTION.main,
  sub: DEFAULT_SECTION.sub ?? '',
  country: '',
  amenities: emptyAmenityForm,
}

/** The form's rules; messages are ValidationKeys. */
/** Whether the form has any of the translation's text: then both its fields follow the original's rules. */
function hasTranslation(parent: unknown): boolean {
  const values = parent as Partial<EventFormValues>
  return Boolean(values.translationTitle?.trim() || values.translationDescription?.trim())
}

/** A field of the translation: required once the other has text, then the original field's rules. */
function translatedField(original: typeof title, lengthKey: 'title_length' | 'description_length') {
  return string()
    .default('')
    .test('translation-required', 'required', function (v) {
      return !hasTranslation(this.parent) || Boolean(v?.trim())
    })
    .test('translation', lengthKey, function (v) {
      return !hasTranslation(this.parent) || !v?.trim() || original.isValidSync(v)
    })
}

export const eventFormSchema = object({
  title,
  description,
  writtenIn: mixed<Language | ''>()
    .oneOf(['', ...LANGUAGES], 'language_invalid')
    .default(''),
  translationTitle: translatedField(title, 'title_length'),
  translationDescription: translatedField(description, 'description_length'),
  image: string().required('image_first'),
  thumbnail: string().default(''),
  gpxFile: string().default(''),
  map: string().trim().max(MAP_MAX, 'map_length').default(''),
  coordinates: string()
    .default('')
    .test('coordinates', 'coordinates_warning', function (text) {
      const main = this.parent.main as unknown
      if (!isMainSection(main) || !sectionTakesCoordinates(main)) return true
      return Boolean(text) && parseCoordinates(text ?? '') !== undefined
    }),
  access: mixed<AccessName | ''>()
    .required('access_invalid')
    .oneOf([...ACCESS_NAMES], 'access_invalid'),
  date: dateField(0),
  main: string()
    .required('section_invalid')
    .oneOf(MAIN_SECTIONS as readonly string[], 'section_invalid'),
  sub: string()
    .default('')
    .test('sub-required', 'sub_required', function (sub) {
      const main = this.parent.main as unknown
      return !isMainSection(main) || !hasSubsections(main) || Boolean(sub)
    })
    .test('sub-valid', 'sub_invalid', function (sub) {
      const main = this.parent.main as unknown
      if (!isMainSection(main) || !sub) return true
      return isValidSection(main, sub)
    }),
  country,
  amenities: amenityFormSchema,
})

/** Checks the coordinates text when the field loses focus: undefined when fine or empty. */
export function coordinatesWarning(text: string): 'coordinates_warning' | undefined {
  if (!text.trim()) return undefined
  return isCoordinatesText(text) && parseCoordinates(text) ? undefined : 'coordinates_warning'
}

/**
 * Converts valid form values into the API payload: trimmed texts, empty optional fields as null, coordinates
 * only for sections that take them, access as its code, a subsection only where the section has them.
 */
export function toEventPayload(values: EventFormValues): EventPayload {
  const main = values.main
  const takesCoordinates = sectionTakesCoordinates(main)
  const translation = hasTranslation(values)
    ? { title: values.translationTitle.trim(), description: values.translationDescription.trim() }
    : null
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.writtenIn ? { writtenIn: values.writtenIn } : {}),
    translation,
    image: values.image,
    thumbnail: values.thumbnail || null,
    gpxFile: values.gpxFile || null,
    map: values.map.trim() || null,
    coordinates: takesCoordinates ? (parseCoordinates(values.coordinates) ?? []) : [],
    access: accessCodeOf(values.access === '' ? 'caravan' : values.access),
    date: values.date,
    section: { main, sub: hasSubsections(main) ? (values.sub as SubSection) : null },
    country: values.country as Country,
    amenities: toAmenities(values.amenities, main),
  }
}

/** Fills the edit form from an event. */
export function toEventFormValues(event: EventDto): EventFormValues {
  const { original, translation } = eventTexts(event)
  return {
    title: original.title,
    description: original.description,
    writtenIn: event.writtenIn,
    translationTitle: translation?.title ?? '',
    translationDescription: translation?.description ?? '',
    image: event.image,
    thumbnail: event.thumbnail ?? '',
    gpxFile: event.gpxFile ?? '',
    map: event.map ?? '',
    coordinates: formatCoordinates(event.coordinates),
    access: accessNameOf(event.access),
    date: event.date,
    main: event.section.main,
    sub: event.section.sub ?? '',
    country: event.country,
    amenities: toAmenityFormValues(event.amenities),
  }
}
