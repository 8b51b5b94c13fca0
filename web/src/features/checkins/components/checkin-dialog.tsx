// The add and edit dialog of a check-in, in the event form's frame. Loaded only when opened: its form,
// schema and upload code stay off the event's page until a traveller checks in. A new check-in that cannot
// reach the server (offline, or the send finds no network) is kept on the device and sent later.
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import {
  CHECKABLE_FACTS,
  DEFAULT_CHECKIN_STATE,
  YES_NO_FACTS,
  amenityGroupsOf,
  todayIso,
  type AccessCode,
  type CheckableFact,
  type CheckinDto,
  type CheckinPayload,
  type Currency,
  type EventDto,
} from '@travel/domain'
import { eventKeys } from '@/features/events'
import { FormDialog } from '@/features/event-form'
import { useOnline } from '@/hooks/use-online'
import { ApiError } from '@/lib/api-client'
import {
  keepOutboxEntry,
  outboxEntryId,
  outboxSupported,
  type OutboxEntry,
  type OutboxPhoto,
} from '@/lib/offline/checkin-outbox'
import { useCurrentUser } from '@/stores/root-store'
import { useSaveCheckin } from '../api/save-checkin'
import { CheckinForm, type CheckinFormValues } from './checkin-form'

export interface CheckinDialogProps {
  eventId: string
  /** the event's access: what a new check-in starts from */
  eventAccess: AccessCode
  /** the check-in being edited; none to add one */
  checkin?: CheckinDto | undefined
  /** a check-in kept on the device being edited (one the server refused, say) */
  kept?: OutboxEntry | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

function initialValues(
  eventAccess: AccessCode,
  checkin: CheckinDto | undefined,
  kept: OutboxEntry | undefined,
): CheckinFormValues {
  if (checkin) {
    const { visitDate, state, rating, text, photos, access, facts } = checkin
    return { visitDate, state, rating, text, photos, access, facts: { ...facts } }
  }
  if (kept)
    return { ...kept.checkin, text: kept.checkin.text ?? '', photos: [], facts: { ...kept.checkin.facts } }
  return {
    visitDate: todayIso(),
    state: DEFAULT_CHECKIN_STATE,
    rating: null,
    text: '',
    photos: [],
    access: eventAccess,
    facts: {},
  }
}

/**
 * The facts "What did you find?" asks about: those the event gives, and any the check-in answered; for an
 * event that gives none, the common ones of its kind (a road's 4x4, a stay's yes/no facts).
 */
function askedFactsOf(event: EventDto | undefined, values: CheckinFormValues): CheckableFact[] {
  const given = CHECKABLE_FACTS.filter(
    (fact) => typeof event?.amenities?.[fact] === 'boolean' || values.facts[fact] !== undefined,
  )
  if (given.length || !event) return given
  return event.section.main === 'route' ? ['fourByFour'] : [...YES_NO_FACTS]
}

/** A place to stay is also asked whether it was open and what a night cost, in its own currency first. */
function askedStayOf(
  event: EventDto | undefined,
  values: CheckinFormValues,
): { currency: Currency } | undefined {
  const stay = event ? amenityGroupsOf(event.section.main).stay : false
  if (!stay && values.facts.open === undefined && !values.facts.price) return undefined
  return { currency: event?.amenities?.price?.currency ?? 'EUR' }
}

export default function CheckinDialog({
  eventId,
  eventAccess,
  checkin,
  kept,
  open,
  onOpenChange,
}: CheckinDialogProps) {
  const { t } = useTranslation('checkins')
  const save = useSaveCheckin()
  const online = useOnline()
  const user = useCurrentUser()
  const queryClient = useQueryClient()

  /** Keeps the check-in on the device: it is sent, photos first, once the server can be reached. */
  const keep = async (payload: CheckinPayload, localPhotos: OutboxPhoto[]) => {
    if (!user) return
    const { photos, ...fields } = payload
    const uploaded = photos.map((url): OutboxPhoto => ({ name: '', type: '', bytes: null, url }))
    await keepOutboxEntry(
      {
        id: outboxEntryId(eventId, user._id, payload.visitDate),
        uid: user._id,
        eventId,
        eventTitle: kept?.eventTitle ?? event?.title ?? '',
        checkin: fields,
        photos: [...uploaded, ...localPhotos],
        status: 'waiting',
        error: null,
        savedAt: kept?.savedAt ?? new Date().toISOString(),
      },
      kept?.id,
    )
  }

  const values = initialValues(eventAccess, checkin, kept)
  const event = queryClient.getQueryData<EventDto>(eventKeys.detail(eventId))
  const keepable = !checkin && outboxSupported()
  const submit = async (payload: CheckinPayload, localPhotos: OutboxPhoto[]) => {
    if (keepable && (kept || localPhotos.length > 0 || !online)) {
      await keep(payload, localPhotos)
      return
    }
    try {
      await save.mutateAsync({ eventId, checkinId: checkin?._id, payload })
    } catch (error) {
      // no answer at all: the network is gone, so the check-in waits on the device instead
      if (!(keepable && error instanceof ApiError && error.status === 0)) throw error
      await keep(payload, localPhotos)
    }
  }

  return (
    <FormDialog
      title={checkin || kept ? t('form.editTitle') : t('form.addTitle')}
      open={open}
      onOpenChange={onOpenChange}
    >
      <CheckinForm
        initialValues={values}
        askedFacts={askedFactsOf(event, values)}
        askedStay={askedStayOf(event, values)}
        initialLocalPhotos={kept?.photos}
        keepsOffline={keepable}
        submitLabel={checkin || kept ? t('form.saveChanges') : t('form.save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async (payload, localPhotos) => {
          await submit(payload, localPhotos)
          onOpenChange(false)
        }}
      />
    </FormDialog>
  )
}
