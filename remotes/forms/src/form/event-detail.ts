import type { Cf7FeedbackResponse, Cf7FeedbackStatus, Cf7FormStatus, Cf7Input, Cf7SubmitDetail } from '@cms-mf/shared-contracts';
import type { FormIdentity } from '../common/form-identity';

/**
 * `detail.inputs` as CF7 builds it (MARKUP-FACTS §2.4): every entry of the
 * form data except names starting with `_`. A file part is listed by its name,
 * since the contract's values are text.
 */
export function inputsOf(entries: Iterable<[string, FormDataEntryValue]>): Cf7Input[] {
  const inputs: Cf7Input[] = [];
  for (const [name, value] of entries) {
    if (name.startsWith('_')) continue;
    inputs.push({ name, value: typeof value === 'string' ? value : value.name });
  }
  return inputs;
}

/** The `detail` of a submit-type event, before (`status` = form status) or after the response. */
export function submitDetail(
  identity: FormIdentity,
  formData: FormData,
  status: Cf7FormStatus | Cf7FeedbackStatus,
  apiResponse?: Cf7FeedbackResponse,
): Cf7SubmitDetail {
  return {
    ...identity,
    status,
    inputs: inputsOf(formData.entries()),
    formData,
    ...(apiResponse ? { apiResponse } : {}),
  };
}
