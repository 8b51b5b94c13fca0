// The profile's "Notices and e-mail": per topic whether the bell shows it and how its e-mails come (at
// once, a daily digest, never), and the e-mails' language; saved together (PUT /api/user/notices/settings).
import { Button, Checkbox, Skeleton, Stack, Text, chakra } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  LANGUAGES,
  MAIL_MODES,
  NOTICE_TOPICS,
  type Language,
  type MailMode,
  type NoticeSettingsDto,
  type NoticeTopic,
} from '@travel/domain'
import { ChoiceRow } from '@/components/form/choice-row'
import { ErrorState } from '@/components/feedback/status-views'
import { SectionCard } from '@/components/layout/section-card'
import { errorMessage } from '@/lib/api-client'
import { useNoticeSettings, useSaveNoticeSettings } from '../api/settings'

/** The language names as their speakers write them. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sk: 'Slovenčina' }

function TopicFields({ topic, form, onChange }: TopicFieldsProps) {
  const { t } = useTranslation('notices')
  const setting = form.settings[topic]
  const always = topic === 'moderation'
  return (
    <chakra.fieldset borderBottomWidth="1px" pb="3" minW="0">
      <chakra.legend fontWeight="semibold">{t(`topics.${topic}`)}</chakra.legend>
      <Stack gap="2" mt="1">
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          colorPalette="brand"
          checked={always || setting.bell}
          disabled={always}
          onCheckedChange={(e) => onChange(topic, { ...setting, bell: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('settings.bell')}</Checkbox.Label>
        </Checkbox.Root>
        {always ? (
          <Text fontSize="sm" color="fg.muted">
            {t('settings.bellAlways')}
          </Text>
        ) : null}
        <ChoiceRow
          legend={t('settings.mail')}
          options={MAIL_MODES.map((mode) => ({ value: mode, label: t(`settings.modes.${mode}`) }))}
          radio={(value) => ({
            name: `mail-${topic}`,
            checked: setting.mail === value,
            onChange: () => onChange(topic, { ...setting, mail: value as MailMode }),
          })}
        />
      </Stack>
    </chakra.fieldset>
  )
}

interface TopicFieldsProps {
  topic: NoticeTopic
  form: NoticeSettingsDto
  onChange: (topic: NoticeTopic, setting: NoticeSettingsDto['settings'][NoticeTopic]) => void
}

function SettingsForm({ userId, saved }: { userId: string; saved: NoticeSettingsDto }) {
  const { t } = useTranslation('notices')
  const [form, setForm] = useState(saved)
  const save = useSaveNoticeSettings(userId)
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate({ settings: form.settings, language: form.language })
      }}
    >
      {NOTICE_TOPICS.map((topic) => (
        <TopicFields
          key={topic}
          topic={topic}
          form={form}
          onChange={(changed, setting) => {
            save.reset()
            setForm({ ...form, settings: { ...form.settings, [changed]: setting } })
          }}
        />
      ))}
      <ChoiceRow
        legend={t('settings.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        radio={(value) => ({
          name: 'mail-language',
          checked: form.language === value,
          onChange: () => {
            save.reset()
            setForm({ ...form, language: value as Language })
          },
        })}
      />
      {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
      {save.isSuccess ? (
        <Text role="status" color="green.fg" fontWeight="medium">
          {t('settings.saved')}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </chakra.form>
  )
}

export default function NoticeSettingsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('notices')
  const settings = useNoticeSettings(userId)
  const card = useRef<HTMLDivElement>(null)
  // the notices screen and the e-mails link here (/profile#notice-settings); the router does not scroll
  const loaded = settings.isSuccess
  useEffect(() => {
    if (loaded && window.location.hash === '#notice-settings') card.current?.scrollIntoView?.()
  }, [loaded])
  return (
    <SectionCard
      ref={card}
      anchor="notice-settings"
      headingId="notice-settings-heading"
      title={t('settings.title')}
      intro={t('settings.intro')}
    >
      {settings.status === 'pending' ? (
        <Skeleton height="16" borderRadius="l2" aria-hidden="true" />
      ) : settings.status === 'error' ? (
        <ErrorState message={errorMessage(settings.error)} />
      ) : (
        <SettingsForm userId={userId} saved={settings.data} />
      )}
    </SectionCard>
  )
}
