import { Box, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import {
  FunnelConfigAdminMessages,
  VideoUrlSchema,
  type FunnelConfigKind,
} from '../../../shared/schemas/funnel-configs'
import { AdminField, AdminInput, AdminTextarea } from './admin-ui'
import { CaptionsField } from './captions-field'
import { ChatScriptEditor } from './chat-script-editor'
import { AddButton, EditorFrame, RemoveButton, TextListEditor } from './config-editor-parts'
import { ConfigVersions } from './config-versions'
import { PlaybackField } from './playback-field'
import { ScheduleEditor } from './schedule-editor'
import { useUnsavedChangesGuard } from './unsaved-changes'
import { useConfigDraft } from './use-config-draft'
import { VideoLengthField } from './video-length-field'
import { WebinarMomentsEditor } from './webinar-moments-editor'

function useEditor<K extends FunnelConfigKind>(kind: K) {
  const editor = useConfigDraft(kind)
  useUnsavedChangesGuard(editor.dirty, FunnelConfigAdminMessages.leaveConfirm)
  return editor
}

const Loading = () => <Spinner role="status" color="brand.solid" aria-label="Loading" />

/** Why the Video URL cannot be played, as the save would say, checked when the field is left. */
function videoUrlProblem(videoUrl: string): string | undefined {
  const parsed = VideoUrlSchema.safeParse(videoUrl)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

export function WebinarConfigEditor() {
  const { draft, setDraft, errors, dirty, fallback, saving, save, resets } = useEditor('webinar')
  const [videoUrlError, setVideoUrlError] = useState<string>()
  if (!draft) return <Loading />
  const set = (changes: Partial<typeof draft>) => setDraft({ ...draft, ...changes })
  return (
    <EditorFrame
      title="Webinar Content"
      dirty={dirty}
      notice={fallback && FunnelConfigAdminMessages.notLoaded(fallback)}
      saving={saving}
      onSave={save}
      resets={resets}
      versions={<ConfigVersions kind="webinar" onRestore={setDraft} />}
    >
      <AdminField label="Title" error={errors.title}>
        <AdminInput value={draft.title} onChange={(event) => set({ title: event.target.value })} />
      </AdminField>
      <AdminField
        label="Video URL"
        error={videoUrlError ?? errors.videoUrl}
        helper="An MP4 file or an HLS playlist (.m3u8) from a video host: https://… or a path on this site, such as /media/…"
      >
        <AdminInput
          value={draft.videoUrl}
          onChange={(event) => {
            setVideoUrlError(undefined)
            set({ videoUrl: event.target.value })
          }}
          onBlur={() => setVideoUrlError(videoUrlProblem(draft.videoUrl))}
        />
      </AdminField>
      <VideoLengthField
        videoUrl={draft.videoUrl}
        videoSeconds={draft.videoSeconds}
        error={errors.videoSeconds}
        onChange={(videoSeconds) => set({ videoSeconds })}
      />
      <PlaybackField playback={draft.playback} onChange={(playback) => set({ playback })} />
      <CaptionsField
        captionsUrl={draft.captionsUrl}
        error={errors.captionsUrl}
        onChange={(captionsUrl) => set({ captionsUrl })}
      />
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          Resources
        </Text>
        {draft.resources.map((resource, index) => (
          <HStack key={index} align="start">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
              <AdminField label={`Resource ${index + 1} name`} error={errors[`resources.${index}.name`]}>
                <AdminInput
                  value={resource.name}
                  onChange={(event) =>
                    set({ resources: draft.resources.with(index, { ...resource, name: event.target.value }) })
                  }
                />
              </AdminField>
              <AdminField label={`Resource ${index + 1} link`} error={errors[`resources.${index}.link`]}>
                <AdminInput
                  value={resource.link}
                  onChange={(event) =>
                    set({ resources: draft.resources.with(index, { ...resource, link: event.target.value }) })
                  }
                />
              </AdminField>
            </SimpleGrid>
            <RemoveButton
              label={`Remove resource ${index + 1}`}
              onClick={() => set({ resources: draft.resources.toSpliced(index, 1) })}
            />
          </HStack>
        ))}
        <AddButton
          label="Add resource"
          onClick={() => set({ resources: [...draft.resources, { name: '', link: '' }] })}
        />
      </Stack>
      <TextListEditor
        label="Key points"
        itemLabel="Key point"
        path="keyPoints"
        items={draft.keyPoints}
        errors={errors}
        onChange={(keyPoints) => set({ keyPoints })}
      />
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          Presenter
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <AdminField label="Presenter name" error={errors['presenter.name']}>
            <AdminInput
              value={draft.presenter.name}
              onChange={(event) => set({ presenter: { ...draft.presenter, name: event.target.value } })}
            />
          </AdminField>
          <AdminField label="Presenter title" error={errors['presenter.title']}>
            <AdminInput
              value={draft.presenter.title}
              onChange={(event) => set({ presenter: { ...draft.presenter, title: event.target.value } })}
            />
          </AdminField>
        </SimpleGrid>
        <AdminField label="Presenter bio" error={errors['presenter.bio']}>
          <AdminTextarea
            value={draft.presenter.bio}
            onChange={(event) => set({ presenter: { ...draft.presenter, bio: event.target.value } })}
          />
        </AdminField>
      </Stack>
      <WebinarMomentsEditor moments={draft.moments} errors={errors} onChange={(moments) => set({ moments })} />
      <AdminField
        label="Question acknowledgement"
        error={errors.questionAcknowledgement}
        helper="Shown in the room at once when a registrant sends a question."
      >
        <AdminTextarea
          value={draft.questionAcknowledgement}
          onChange={(event) => set({ questionAcknowledgement: event.target.value })}
        />
      </AdminField>
      <ChatScriptEditor chatScript={draft.chatScript} errors={errors} onChange={(chatScript) => set({ chatScript })} />
    </EditorFrame>
  )
}

export function OfferConfigEditor() {
  const { draft, setDraft, errors, dirty, fallback, saving, save, resets } = useEditor('offer')
  if (!draft) return <Loading />
  const set = (changes: Partial<typeof draft>) => setDraft({ ...draft, ...changes })
  const price = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))
  return (
    <EditorFrame
      title="Offer Page"
      dirty={dirty}
      notice={fallback && FunnelConfigAdminMessages.notLoaded(fallback)}
      saving={saving}
      onSave={save}
      resets={resets}
      versions={<ConfigVersions kind="offer" onRestore={setDraft} />}
    >
      <AdminField label="Title" error={errors.title}>
        <AdminInput value={draft.title} onChange={(event) => set({ title: event.target.value })} />
      </AdminField>
      <AdminField label="Subtitle" error={errors.subtitle}>
        <AdminTextarea value={draft.subtitle} onChange={(event) => set({ subtitle: event.target.value })} />
      </AdminField>
      <AdminField label="Description" error={errors.description}>
        <AdminTextarea value={draft.description} onChange={(event) => set({ description: event.target.value })} />
      </AdminField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <AdminField label="Regular price (USD)" error={errors.regularPrice}>
          <AdminInput
            type="number"
            min={0}
            step={1}
            value={Number.isNaN(draft.regularPrice) ? '' : draft.regularPrice}
            onChange={(event) => set({ regularPrice: price(event.target.value) })}
          />
        </AdminField>
        <AdminField label="Sale price (USD)" error={errors.salePrice}>
          <AdminInput
            type="number"
            min={0}
            step={1}
            value={Number.isNaN(draft.salePrice) ? '' : draft.salePrice}
            onChange={(event) => set({ salePrice: price(event.target.value) })}
          />
        </AdminField>
      </SimpleGrid>
      <TextListEditor
        label="Features"
        itemLabel="Feature"
        path="features"
        items={draft.features}
        errors={errors}
        onChange={(features) => set({ features })}
      />
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          Bonuses
        </Text>
        {draft.bonuses.map((bonus, index) => (
          <HStack key={index} align="start">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
              <AdminField label={`Bonus ${index + 1} name`} error={errors[`bonuses.${index}.name`]}>
                <AdminInput
                  value={bonus.name}
                  onChange={(event) =>
                    set({ bonuses: draft.bonuses.with(index, { ...bonus, name: event.target.value }) })
                  }
                />
              </AdminField>
              <AdminField label={`Bonus ${index + 1} value (USD)`} error={errors[`bonuses.${index}.value`]}>
                <AdminInput
                  type="number"
                  min={0}
                  value={Number.isNaN(bonus.value) ? '' : bonus.value}
                  onChange={(event) =>
                    set({ bonuses: draft.bonuses.with(index, { ...bonus, value: price(event.target.value) }) })
                  }
                />
              </AdminField>
            </SimpleGrid>
            <RemoveButton
              label={`Remove bonus ${index + 1}`}
              onClick={() => set({ bonuses: draft.bonuses.toSpliced(index, 1) })}
            />
          </HStack>
        ))}
        <AddButton
          label="Add bonus"
          onClick={() => set({ bonuses: [...draft.bonuses, { name: '', value: Number.NaN }] })}
        />
      </Stack>
      <AdminField label="Button text" error={errors.cta}>
        <AdminInput value={draft.cta} onChange={(event) => set({ cta: event.target.value })} />
      </AdminField>
      <AdminField label="Guarantee" error={errors.guarantee}>
        <AdminInput value={draft.guarantee} onChange={(event) => set({ guarantee: event.target.value })} />
      </AdminField>
    </EditorFrame>
  )
}

export function RegisterConfigEditor() {
  const { draft, setDraft, errors, dirty, fallback, saving, save, resets } = useEditor('register')
  if (!draft) return <Loading />
  const set = (changes: Partial<typeof draft>) => setDraft({ ...draft, ...changes })
  return (
    <EditorFrame
      title="Registration Page"
      dirty={dirty}
      notice={fallback && FunnelConfigAdminMessages.notLoaded(fallback)}
      saving={saving}
      onSave={save}
      resets={resets}
      versions={<ConfigVersions kind="register" onRestore={setDraft} />}
    >
      <AdminField label="Headline" error={errors.headline}>
        <AdminInput value={draft.headline} onChange={(event) => set({ headline: event.target.value })} />
      </AdminField>
      <AdminField label="Subheadline" error={errors.subheadline}>
        <AdminTextarea value={draft.subheadline} onChange={(event) => set({ subheadline: event.target.value })} />
      </AdminField>
      <TextListEditor
        label="Bullet points"
        itemLabel="Bullet point"
        path="bulletPoints"
        items={draft.bulletPoints}
        errors={errors}
        onChange={(bulletPoints) => set({ bulletPoints })}
      />
      <AdminField label="Button text" error={errors.ctaButton}>
        <AdminInput value={draft.ctaButton} onChange={(event) => set({ ctaButton: event.target.value })} />
      </AdminField>
      <AdminField label="Privacy text" error={errors.privacyText}>
        <AdminTextarea value={draft.privacyText} onChange={(event) => set({ privacyText: event.target.value })} />
      </AdminField>
      <ScheduleEditor schedule={draft.schedule} errors={errors} onChange={(schedule) => set({ schedule })} />
      <Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <AdminField label="Host name" error={errors.hostName}>
            <AdminInput value={draft.hostName} onChange={(event) => set({ hostName: event.target.value })} />
          </AdminField>
          <AdminField label="Host title" error={errors.hostTitle}>
            <AdminInput value={draft.hostTitle} onChange={(event) => set({ hostTitle: event.target.value })} />
          </AdminField>
        </SimpleGrid>
      </Box>
    </EditorFrame>
  )
}
