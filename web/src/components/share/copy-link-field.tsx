// A private link to copy: the address, selected on focus, a copy button, and a status line that says
// whether the copy worked. The box of a private link (share-link-box.tsx) shows it.
import { Box, Button, Flex, Input, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { TbCopy } from 'react-icons/tb'

export interface CopyLinkLabels {
  link: string
  copy: string
  copied: string
  copyFailed: string
}

/** Give it `key={url}`, so a new address starts without the last copy's status. */
export function CopyLinkField({ url, labels }: { url: string; labels: CopyLinkLabels }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <Box>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          readOnly
          value={url}
          aria-label={labels.link}
          onFocus={(event) => event.currentTarget.select()}
          fontFamily="mono"
          fontSize="sm"
        />
        <Button colorPalette="brand" onClick={() => void copy()} flexShrink={0}>
          <TbCopy aria-hidden="true" />
          {labels.copy}
        </Button>
      </Flex>
      {/* always there, so a screen reader hears "Link copied" when it appears */}
      <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} mt="1">
        {copied === 'copied' ? labels.copied : copied === 'failed' ? labels.copyFailed : ''}
      </Text>
    </Box>
  )
}
