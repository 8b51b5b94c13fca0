// The static privacy policy (docs/architecture.md): who the controller is, what is collected and on what
// legal basis, the GDPR rights, how to download one's data and where to exercise them.
import { Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { config } from '@/config/env'
import { useDocumentTitle } from '@/hooks/use-document-title'

const RIGHTS = ['access', 'rectify', 'delete', 'restrict', 'object', 'portability'] as const
const PURPOSES = ['account', 'publish', 'moderation', 'preferences', 'questions'] as const
const COLLECTED = ['contact', 'usage', 'cookies'] as const

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function TextList({ texts, gap }: { texts: string[]; gap: string }) {
  return (
    <List.Root ps="5" gap={gap}>
      {texts.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List.Root>
  )
}

/** Trans hands the link its words as children; Chakra's asChild needs the router link to hold them. */
function ProfileLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to="/profile">{children}</RouterLink>
    </Link>
  )
}

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <Link href={`mailto:${email}`} color="brand.fg" fontWeight="semibold">
      {children}
    </Link>
  )
}

export default function PrivacyPolicyScreen() {
  const { t } = useTranslation('privacy')
  useDocumentTitle(t('title'))
  const email = config.contact.email
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text>{t('intro', { brand: t('common:brand') })}</Text>
        <Section title={t('controller.title')}>
          <Text>
            <Trans
              t={t}
              i18nKey="controller.text"
              values={{ email, brand: t('common:brand') }}
              components={{ mail: <MailLink email={email} /> }}
            />
          </Text>
        </Section>
        <Section title={t('collect.title')}>
          <TextList gap="2" texts={COLLECTED.map((key) => t(`collect.${key}`))} />
        </Section>
        <Section title={t('use.title')}>
          <TextList gap="2" texts={PURPOSES.map((key) => t(`use.${key}`))} />
          <Text>{t('use.noSale')}</Text>
        </Section>
        <Section title={t('storage.title')}>
          <Text>{t('storage.text')}</Text>
        </Section>
        <Section title={t('rights.title')}>
          <Text>{t('rights.intro')}</Text>
          <TextList gap="1" texts={RIGHTS.map((key) => t(`rights.${key}`))} />
          <Text>{t('rights.complaint')}</Text>
        </Section>
        <Section title={t('download.title')}>
          <Text>
            <Trans t={t} i18nKey="download.text" components={{ profile: <ProfileLink /> }} />
          </Text>
        </Section>
        <Section title={t('contact.title')}>
          <Text>
            <Trans
              t={t}
              i18nKey="contact.text"
              values={{ email }}
              components={{ mail: <MailLink email={email} /> }}
            />
          </Text>
        </Section>
      </Stack>
    </Container>
  )
}
