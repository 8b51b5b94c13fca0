// The static privacy policy (docs/architecture.md): what is collected, the GDPR rights, how to download
// one's data and where to exercise them.
import { Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { config } from '@/config/env'
import { useDocumentTitle } from '@/hooks/use-document-title'

const RIGHTS = ['access', 'rectify', 'delete', 'restrict', 'portability'] as const
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

/** Trans hands the link its words as children; Chakra's asChild needs the router link to hold them. */
function ProfileLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to="/profile">{children}</RouterLink>
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
        <Section title={t('collect.title')}>
          <List.Root ps="5" gap="2">
            {COLLECTED.map((key) => (
              <List.Item key={key}>{t(`collect.${key}`)}</List.Item>
            ))}
          </List.Root>
        </Section>
        <Section title={t('use.title')}>
          <Text>{t('use.text')}</Text>
        </Section>
        <Section title={t('storage.title')}>
          <Text>{t('storage.text')}</Text>
        </Section>
        <Section title={t('rights.title')}>
          <Text>{t('rights.intro')}</Text>
          <List.Root ps="5" gap="1">
            {RIGHTS.map((key) => (
              <List.Item key={key}>{t(`rights.${key}`)}</List.Item>
            ))}
          </List.Root>
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
              components={{ mail: <Link href={`mailto:${email}`} color="brand.fg" fontWeight="semibold" /> }}
            />
          </Text>
        </Section>
      </Stack>
    </Container>
  )
}
