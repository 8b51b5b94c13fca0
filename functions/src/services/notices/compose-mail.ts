// A notice's e-mail, or a digest of several, in the recipient's language: a plain-text and an HTML body,
// a link to the thing itself on the site, and the unsubscribe link (also as the one-click headers).
import { TOPIC_OF_KIND, type SuggestedField } from '@travel/domain'
import type { ComposeMail, NoticeRecipient, NoticeRecord } from '../../store/port'
import { MAIL_WORDS, type MailWords } from './mail-words'
import { unsubscribeToken } from './unsubscribe-token'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The page a notice leads to, on the site. */
export function noticePath(notice: NoticeRecord): string {
  if ('suggestionId' in notice) return '/suggestions'
  if ('eventId' in notice) return `/events/${encodeURIComponent(notice.eventId)}`
  return '/notices'
}

function sentence(notice: NoticeRecord, words: MailWords): string {
  const who = 'actor' in notice ? (notice.actor?.username ?? words.formerTraveller) : ''
  return words.happened[notice.kind](who, notice.label)
}

/** The notice's second line: the decision, the reason, or the moderator's note. */
function detail(notice: NoticeRecord, words: MailWords): string {
  if (notice.kind === 'suggestion-decided') {
    const outcome = !notice.accepted.length
      ? words.decided.none
      : notice.accepted.length === notice.fields.length
        ? words.decided.all
        : words.decided.some.replace('{fields}', notice.accepted.map((f) => words.field[f]).join(', '))
    return notice.text ? `${outcome} ${words.answer}: ${notice.text}` : outcome
  }
  if (notice.kind === 'suggestion-received') return `${words.reason}: ${notice.text}`
  if (notice.kind === 'wishlist-change')
    return notice.fields.map((f: SuggestedField) => words.field[f]).join(', ')
  if ('key' in notice && notice.text) return notice.text
  return ''
}

/** The composer the notices store calls in the transaction that queues a mail. */
export function mailComposer(site: string, now: () => Date): ComposeMail {
  return (recipient: NoticeRecipient, notices: NoticeRecord[]) => {
    const words = MAIL_WORDS[recipient.language]
    const lang = recipient.language === 'sk' ? '?lang=sk' : ''
    const topics = [...new Set(notices.map((n) => TOPIC_OF_KIND[n.kind]))]
    const token = unsubscribeToken(recipient.userId, topics, recipient.mailKey)
    const unsubscribePage = `${site}/unsubscribe?token=${token}`
    const oneClick = `${site}/api/notices/unsubscribe?token=${token}`
    const items = notices.map((n) => ({
      line: sentence(n, words),
      detail: detail(n, words),
      url: `${site}${noticePath(n)}${lang}`,
    }))
    const first = items[0]
    const subject = notices.length === 1 && first ? first.line : words.digestSubject(notices.length)
    const footer = words.footer(topics.map((t) => words.topic[t]))
    const settings = `${site}/profile${lang}#notice-settings`
    const text = [
      ...(notices.length > 1 ? [words.digestIntro, ''] : []),
      ...items.flatMap((i) => [i.line, ...(i.detail ? [i.detail] : []), `${words.open}: ${i.url}`, '']),
      '--',
      footer,
      `${words.unsubscribe}: ${unsubscribePage}`,
      `${words.settings}: ${settings}`,
    ].join('\n')
    const html = [
      `<!doctype html><html lang="${recipient.language}"><body style="font-family:sans-serif;line-height:1.5">`,
      `<p style="color:#555">${escapeHtml(words.brand)}</p>`,
      ...(notices.length > 1 ? [`<p>${escapeHtml(words.digestIntro)}</p>`] : []),
      ...items.map(
        (i) =>
          `<p><strong>${escapeHtml(i.line)}</strong>${i.detail ? `<br>${escapeHtml(i.detail)}` : ''}<br>` +
          `<a href="${escapeHtml(i.url)}">${escapeHtml(words.open)}</a></p>`,
      ),
      `<hr><p style="font-size:small;color:#555">${escapeHtml(footer)}<br>`,
      `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(words.unsubscribe)}</a> · `,
      `<a href="${escapeHtml(settings)}">${escapeHtml(words.settings)}</a></p></body></html>`,
    ].join('')
    return {
      to: recipient.email,
      createdAt: now().toISOString(),
      message: {
        subject,
        text,
        html,
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    }
  }
}
