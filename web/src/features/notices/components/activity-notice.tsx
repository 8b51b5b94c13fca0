// A notice of what travellers did: a suggested edit of the reader's event or a decision on theirs, a
// check-in on their event or on one in their wishlist, an accepted change of one in their wishlist.
import { Link, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ChangeNoticeDto, CheckinNoticeDto, SuggestedField, SuggestionNoticeDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { NoticeShell, QuotedText } from './notice-shell'

type T = TFunction<['notices', 'changes']>
type ActivityNoticeDto = SuggestionNoticeDto | CheckinNoticeDto | ChangeNoticeDto

interface Said {
  /** what happened, naming the event */
  sentence: string
  link: { to: string; label: string }
  /** what the traveller wrote, and what to call it */
  quote?: { label: string; text: string }
  /** the facts a check-in found otherwise */
  disputed?: string
}

const fieldNames = (t: T, fields: SuggestedField[]) =>
  fields.map((field) => t(`changes:field.${field}`)).join(', ')

function suggestionSaid(t: T, notice: SuggestionNoticeDto): Said {
  const label = notice.label
  if (notice.kind === 'suggestion-received')
    return {
      sentence: t('received', { label, fields: fieldNames(t, notice.fields) }),
      link: { to: paths.suggestions, label: t('link.review') },
      quote: { label: t('quote.reason'), text: notice.text },
    }
  const { accepted, fields } = notice
  const sentence =
    accepted.length === 0
      ? t('decided.declined', { label })
      : accepted.length < fields.length
        ? t('decided.part', { label, fields: fieldNames(t, accepted) })
        : t('decided.accepted', { label })
  return {
    sentence,
    link:
      accepted.length === 0
        ? { to: paths.suggestions, label: t('link.suggestions') }
        : { to: paths.eventHistory(notice.eventId), label: t('link.history') },
    quote: { label: t('quote.answer'), text: notice.text },
  }
}

function said(t: T, notice: ActivityNoticeDto): Said {
  switch (notice.kind) {
    case 'suggestion-received':
    case 'suggestion-decided':
      return suggestionSaid(t, notice)
    case 'wishlist-change':
      return {
        sentence: t('changed', { label: notice.label, fields: fieldNames(t, notice.fields) }),
        link: { to: paths.eventHistory(notice.eventId), label: t('link.changes') },
      }
    default: {
      const whose = notice.kind === 'wishlist-checkin' ? 'wishlist' : 'own'
      const facts = notice.disputed.map((fact) => t(`changes:amenity.${fact}`, { defaultValue: fact }))
      return {
        sentence: t(`checkin.${whose}.${notice.state}`, { label: notice.label }),
        link: { to: paths.event(notice.eventId), label: t('link.event') },
        disputed: facts.length ? t('disputed', { facts: facts.join(', ') }) : undefined,
      }
    }
  }
}

export function ActivityNotice({ notice, fresh }: { notice: ActivityNoticeDto; fresh: boolean }) {
  const { t } = useTranslation(['notices', 'changes'])
  const { sentence, link, quote, disputed } = said(t, notice)
  const name = notice.actor?.username ?? t('formerTraveller')
  return (
    <NoticeShell title={t(`kind.${notice.kind}`, { name })} createdAt={notice.createdAt} fresh={fresh}>
      <Text mt="1">{sentence}</Text>
      {disputed ? (
        <Text fontSize="sm" color="fg.muted">
          {disputed}
        </Text>
      ) : null}
      {quote ? <QuotedText label={quote.label} text={quote.text} /> : null}
      <Text mt="1" fontSize="sm">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={link.to}>{link.label}</RouterLink>
        </Link>
      </Text>
    </NoticeShell>
  )
}
