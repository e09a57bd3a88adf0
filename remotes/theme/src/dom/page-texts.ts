import type { ModuleContext } from '@cms-mf/shared-contracts';

/** The page builder's localized control texts (`et_pb_custom.previous`, `next`), with English fallbacks. */
export function controlTexts(ctx: ModuleContext): { readonly previous: string; readonly next: string } {
  const custom = ctx.globals.et_pb_custom;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
  return { previous: text(custom?.previous ?? custom?.prev, 'Previous'), next: text(custom?.next, 'Next') };
}

/** A region name: `kind` alone, or `kind: title` when the markup has a title (whitespace collapsed, 80 characters at most). */
export function joinLabel(kind: string, title: string | null | undefined): string {
  const clean = (title ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return clean === '' ? kind : `${kind}: ${clean}`;
}
