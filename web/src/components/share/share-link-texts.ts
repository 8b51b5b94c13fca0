// The share box's texts and address from what a feature has: its `share.*` keys and the path of the
// screen its link's readers see, so the wishlist and trips name only where they differ.
import type { TFunction } from 'i18next'
import type { ShareLinkTexts } from './share-link-box'

/** The box's texts from `share.<field>`, or `share.<renamed[field]>` where a feature words it otherwise. */
export function shareLinkTexts(
  t: TFunction,
  renamed: Partial<Record<keyof ShareLinkTexts, string>> = {},
): ShareLinkTexts {
  const text = (field: keyof ShareLinkTexts) => t(`share.${renamed[field] ?? field}`)
  return {
    title: text('title'),
    off: text('off'),
    on: text('on'),
    create: text('create'),
    renew: text('renew'),
    renewHint: text('renewHint'),
    stop: text('stop'),
    stopping: text('stopping'),
    stopTitle: text('stopTitle'),
    stopQuestion: text('stopQuestion'),
    link: text('link'),
    copy: text('copy'),
    copied: text('copied'),
    copyFailed: text('copyFailed'),
  }
}

/** The link's full address: undefined while it is not known yet, null while there is none. */
export function shareLinkUrl(
  link: { isPending: boolean; data?: { token: string } | null | undefined },
  path: (token: string) => string,
): string | null | undefined {
  if (link.isPending) return undefined
  return link.data ? `${window.location.origin}${path(link.data.token)}` : null
}
