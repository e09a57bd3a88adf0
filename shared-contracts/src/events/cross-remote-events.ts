/**
 * Events that cross remote boundaries, by name, with their detail types.
 * Names are namespaced `cmsmf:` so they never collide with the CMS's own DOM events.
 */
export interface CrossRemoteEvents {
  /** A contact form was sent (mirrors `wpcf7mailsent`); payments and uploaders react to it. */
  'cmsmf:form-mail-sent': { formId: number; unitTag: string; inputs: ReadonlyArray<{ name: string; value: string }> };
}

export type CrossRemoteEventName = keyof CrossRemoteEvents;
