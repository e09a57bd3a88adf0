import type { ModuleContext } from '@cms-mf/shared-contracts';
import type { AbTestRef } from './ab-core';

/**
 * The cache-plugin case (theme-frontend.md §7): the page is the same for
 * everyone and carries one placeholder per subject; the visitor's subject is
 * asked for (`et_pb_ab_get_subject_id`), its content sanitised and put where
 * its placeholder was, wrapped in an element carrying the subject class so the
 * goals are attributed to it, and every placeholder of the test removed.
 */
export async function swapSubjectPlaceholders(doc: Document, test: AbTestRef, ctx: ModuleContext, signal: AbortSignal): Promise<void> {
  const placeholders = [...doc.querySelectorAll<HTMLElement>(`[class*="et_pb_subject_placeholder_id_${test.postId}_"]`)];
  if (placeholders.length === 0) return;
  const [client, { sanitizeFragment, parseInertPage }] = await Promise.all([ctx.client(), import(/* webpackChunkName: "theme-sanitizer" */ '../ajax-pagination/sanitize-fragment')]);
  const subject = await client.call('et_pb_ab_get_subject_id', { et_pb_ab_test_id: test.testId }, { signal });
  if (!/^\d{1,9}$/.test(subject.id)) throw new Error(`subject id ${JSON.stringify(subject.id)} is not numeric`);
  const target = placeholders.find((node) => node.classList.contains(`et_pb_subject_placeholder_id_${test.postId}_${subject.id}`)) ?? placeholders[0]!;
  const holder = doc.createElement('div');
  holder.className = `et_pb_ab_subject et_pb_ab_subject_id-${test.postId}_${subject.id}`;
  const parsed = parseInertPage(`<div>${subject.content}</div>`).body.firstElementChild!;
  sanitizeFragment(parsed);
  holder.append(...[...parsed.childNodes].map((node) => doc.importNode(node, true)));
  target.replaceWith(holder);
  for (const placeholder of placeholders) if (placeholder !== target) placeholder.remove();
}
