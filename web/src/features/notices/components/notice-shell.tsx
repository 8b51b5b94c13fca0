// One notice in the list: its heading, a "New" mark while unread, when it came, then what it says.
import { Badge, Box, Flex, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/utils/format-date'

export interface NoticeShellProps {
  title: string
  createdAt: string
  fresh: boolean
  children: ReactNode
}

export function NoticeShell({ title, createdAt, fresh, children }: NoticeShellProps) {
  const { t, i18n } = useTranslation('notices')
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" pb="3">
      <Flex gap="2" justify="space-between" align="baseline" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-word">
          {title}
        </Text>
        <Flex gap="2" align="center">
          {fresh ? (
            <Badge colorPalette="brand" variant="solid">
              {t('new')}
            </Badge>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={createdAt}>{formatDate(createdAt, i18n.language, 'medium')}</time>
          </Text>
        </Flex>
      </Flex>
      {children}
    </Box>
  )
}

/** What a traveller wrote with it (a reason, an answer), set apart as a quotation. */
export function QuotedText({ label, text }: { label: string; text: string }) {
  if (!text) return null
  return (
    <Box mt="1" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" borderStartWidth="3px" ps="3">
        {text}
      </Text>
    </Box>
  )
}
