// The owner's box of a private link (the wishlist's, a trip's): make one, copy it, make a new one (the old
// address stops working) or, once confirmed, stop sharing. Each feature gives its texts and its requests.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { TbLink } from 'react-icons/tb'
import { AlertNote } from '@/components/feedback/alert-note'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { CopyLinkField, type CopyLinkLabels } from './copy-link-field'

export interface ShareLinkTexts extends CopyLinkLabels {
  title: string
  /** what a link would do, while there is none */
  off: string
  /** what the link does */
  on: string
  create: string
  renew: string
  renewHint: string
  stop: string
  stopping: string
  stopTitle: string
  stopQuestion: string
}

interface ShareLinkBoxProps {
  texts: ShareLinkTexts
  /** the link's address; null while there is none, undefined while that is not known yet */
  url: string | null | undefined
  /** a link is being made (the first, or a new one) */
  creating: boolean
  stopping: boolean
  /** what went wrong last, in the reader's words */
  failure: string | null
  onCreate: () => void
  onStop: () => Promise<unknown>
}

export function ShareLinkBox({
  texts,
  url,
  creating,
  stopping,
  failure,
  onCreate,
  onStop,
}: ShareLinkBoxProps) {
  const headingId = useId()
  const busy = creating || stopping
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <TbLink aria-hidden="true" />
          {texts.title}
        </Heading>
        {url === undefined ? null : url ? (
          <>
            <Text fontSize="sm">{texts.on}</Text>
            <CopyLinkField key={url} url={url} labels={texts} />
            <Flex gap="2" wrap="wrap" alignItems="center">
              <Button size="sm" variant="outline" loading={creating} disabled={busy} onClick={onCreate}>
                {texts.renew}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" colorPalette="red" loading={stopping} disabled={busy}>
                    {texts.stop}
                  </Button>
                }
                title={texts.stopTitle}
                description={texts.stopQuestion}
                confirmLabel={texts.stop}
                confirmingLabel={texts.stopping}
                destructive
                onConfirm={async () => {
                  await onStop()
                }}
              />
              <Text fontSize="xs" color="fg.muted">
                {texts.renewHint}
              </Text>
            </Flex>
          </>
        ) : (
          <>
            <Text fontSize="sm">{texts.off}</Text>
            <Box>
              <Button colorPalette="brand" loading={creating} onClick={onCreate}>
                {texts.create}
              </Button>
            </Box>
          </>
        )}
        <AlertNote status="error" message={failure} strong />
      </Flex>
    </Box>
  )
}
