// The footer of every screen (docs/architecture.md): contact e-mail and phone, social links and the copyright line
// with the agency that built the site. Everything comes from configuration (config/env.ts).
import { Box, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
// Lucide's outline marks: the set the header uses too, and a fraction of Simple Icons' paths in the first file
import { LuFacebook, LuInstagram, LuMail, LuPhone, LuYoutube } from 'react-icons/lu'
import { Link as RouterLink } from 'react-router'
import { config } from '@/config/env'
import { paths } from '@/config/paths'

const SOCIAL = [
  { key: 'facebook', href: config.social.facebook, Icon: LuFacebook },
  { key: 'instagram', href: config.social.instagram, Icon: LuInstagram },
  { key: 'youtube', href: config.social.youtube, Icon: LuYoutube },
] as const

export function Footer() {
  const { t } = useTranslation()
  const year = new Date().getFullYear()
  return (
    <Box as="footer" bg="brand.800" color="brand.50" px={{ base: '4', md: '8' }} py="8" mt="auto">
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between" maxW="6xl" mx="auto">
        <Stack gap="2">
          <Text as="h2" fontWeight="bold" fontFamily="heading">
            {t('footer.contact')}
          </Text>
          <Link
            href={`mailto:${config.contact.email}`}
            color="brand.50"
            aria-label={`${t('footer.email')}: ${config.contact.email}`}
          >
            <LuMail aria-hidden="true" />
            {config.contact.email}
          </Link>
          <Link
            href={`tel:${config.contact.phone.replace(/[^\d+]/g, '')}`}
            color="brand.50"
            aria-label={`${t('footer.phone')}: ${config.contact.phone}`}
          >
            <LuPhone aria-hidden="true" />
            {config.contact.phone}
          </Link>
        </Stack>
        <Stack gap="2">
          <Text as="h2" fontWeight="bold" fontFamily="heading">
            {t('footer.follow')}
          </Text>
          <HStack gap="2">
            {SOCIAL.map(({ key, href, Icon }) => (
              <IconButton
                key={key}
                asChild
                variant="ghost"
                color="brand.50"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t(`footer.${key}`)}>
                  {/* the link's label names it; Simple Icons' marks say role="img" themselves */}
                  <Icon aria-hidden="true" />
                </a>
              </IconButton>
            ))}
          </HStack>
        </Stack>
        <Stack gap="2" fontSize="sm" maxW={{ md: 'xs' }}>
          <Link asChild color="brand.50">
            <RouterLink to={paths.privacyPolicy}>{t('footer.privacy')}</RouterLink>
          </Link>
          <Text>{t('footer.copyright', { year, brand: t('brand') })}</Text>
          <Text>
            {t('footer.builtBy')}{' '}
            <Link href={config.agency.url} target="_blank" rel="noopener noreferrer" color="sand.400">
              {config.agency.name || t('footer.agency')}
            </Link>
          </Text>
        </Stack>
      </Flex>
    </Box>
  )
}
