// POST /api/reports: a new report (201), or the reporter's open report on the item replaced (200).
import { useMutation } from '@tanstack/react-query'
import type { ApiSuccess, ReportReason, ReportSavedDto, ReportTargetInput } from '@travel/domain'
import { apiExchange } from '@/lib/api-client'

export interface ReportToSend {
  target: ReportTargetInput
  reason: ReportReason
  text: string
  /** a visitor's address; signed-in reporters are known by their token */
  email?: string | undefined
}

export interface ReportSent extends ReportSavedDto {
  /** it replaced the reporter's earlier report on the same item */
  replaced: boolean
}

export async function sendReport({ target, reason, text, email }: ReportToSend): Promise<ReportSent> {
  const body = { target, reason, ...(text ? { text } : {}), ...(email === undefined ? {} : { email }) }
  const answer = await apiExchange<ApiSuccess<ReportSavedDto>>('POST', '/reports', body)
  return { ...answer.body.data, replaced: answer.status === 200 }
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport })
}
