// A notice from the moderators: what they did about the reader's item or report and why, in the reader's
// language, and how to contest a decision against them (the statement of reasons the law asks for).
import { Link, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { ModerationNoticeDto } from '@travel/domain'
import { config } from '@/config/env'
import { NoticeShell, QuotedText } from './notice-shell'

const NOTICE_TYPES = ['event', 'checkin', 'photo', 'user', 'suggestion'] as const
type NoticeType = (typeof NOTICE_TYPES)[number]

function typeOf(notice: ModerationNoticeDto): NoticeType {
  const type = notice.key.split(':')[0]
  return NOTICE_TYPES.find((known) => known === type) ?? 'event'
}

/** The sentence that names the item and says what happened to it, in the gender of its type's noun. */
function what(notice: ModerationNoticeDto): string {
  const type = typeOf(notice)
  if (notice.kind === 'hidden' || !notice.action) return `notices.hidden.${type}`
  return `notices.${notice.kind === 'decision-author' ? 'author' : 'reporter'}.${notice.action}.${type}`
}

/**
 * Who may contest what (the internal complaint, then out of court): an author whose item is hidden or
 * removed, and a reporter whose report did not remove the item. A decision in someone's favour needs no
 * appeal.
 */
function mayAppeal(notice: ModerationNoticeDto): boolean {
  if (notice.kind === 'hidden' || !notice.action) return true
  if (notice.kind === 'decision-author') return notice.action === 'remove' || notice.action === 'merge'
  return notice.action !== 'remove'
}

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <Link href={`mailto:${email}`} color="brand.fg" fontWeight="semibold">
      {children}
    </Link>
  )
}

export function ModerationNotice({ notice, fresh }: { notice: ModerationNoticeDto; fresh: boolean }) {
  const { t } = useTranslation(['moderation', 'reports'])
  const type = typeOf(notice)
  const reason =
    notice.kind === 'hidden' || !notice.action
      ? t(`reports:reasons.${notice.reason}`, { defaultValue: notice.reason })
      : t(`reports:decisions.${notice.reason}`, { defaultValue: notice.reason })
  return (
    <NoticeShell
      title={t('notices.item', { type: t(`notices.types.${type}`), label: notice.label })}
      createdAt={notice.createdAt}
      fresh={fresh}
    >
      <Text mt="1">{t(what(notice), { label: notice.label })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('notices.reason', { reason })}
      </Text>
      <QuotedText label={t('notices.note')} text={notice.text} />
      {mayAppeal(notice) ? (
        <Text mt="1" fontSize="sm">
          <Trans
            t={t}
            i18nKey="notices.appeal"
            values={{ email: config.contact.email }}
            components={{ mail: <MailLink email={config.contact.email} /> }}
          />
        </Text>
      ) : null}
    </NoticeShell>
  )
}
