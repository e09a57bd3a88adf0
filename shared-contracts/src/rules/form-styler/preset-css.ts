import type { StylePreset } from './style-config';

/**
 * The presets (MARKUP-FACTS §3.1 "Form styler": `eacf7-form-styler-{preset}`),
 * each a few custom properties that one base rule reads. `:where()` keeps
 * them at zero specificity, so the form's own overrides and a theme win.
 */
const PRESETS: Readonly<Record<Exclude<StylePreset, 'default' | 'custom'>, string>> = {
  modern: '--s-bg:#f7f9fc;--s-fg:#1d2a3a;--s-field:#fff;--s-line:#c9d3e0;--s-radius:8px;--s-accent:#2563eb',
  classic: '--s-bg:#fffdf7;--s-fg:#2b2b2b;--s-field:#fff;--s-line:#8a8a8a;--s-radius:0;--s-accent:#7a4b1f',
  minimal: '--s-bg:transparent;--s-fg:inherit;--s-field:transparent;--s-line:#bbb;--s-radius:0;--s-accent:#111',
  rounded: '--s-bg:#fff;--s-fg:#222;--s-field:#fff;--s-line:#ccc;--s-radius:24px;--s-accent:#0d9488',
  outline: '--s-bg:#fff;--s-fg:#222;--s-field:#fff;--s-line:#222;--s-radius:4px;--s-accent:#222',
  shadow: '--s-bg:#fff;--s-fg:#222;--s-field:#fff;--s-line:#e5e7eb;--s-radius:6px;--s-accent:#4f46e5;--s-shadow:0 4px 14px rgba(0,0,0,.12)',
  neumorphism: '--s-bg:#e6e9ef;--s-fg:#333;--s-field:#e6e9ef;--s-line:transparent;--s-radius:12px;--s-accent:#6366f1;--s-shadow:6px 6px 12px #c5c8ce,-6px -6px 12px #fff',
  dark: '--s-bg:#1f2430;--s-fg:#e8eaf0;--s-field:#2a3040;--s-line:#4a5268;--s-radius:6px;--s-accent:#60a5fa',
};

export function presetCss(): string {
  const base = ':where([class*="eacf7-form-styler-"])';
  return [
    ...Object.entries(PRESETS).map(([name, vars]) => `:where(.eacf7-form-styler-${name}) { ${vars}; }`),
    `${base} { background: var(--s-bg, transparent); color: var(--s-fg, inherit); box-shadow: var(--s-shadow, none); border-radius: var(--s-radius, 0); }`,
    `${base} :where(input:not([type=submit],[type=checkbox],[type=radio]), select, textarea) { background: var(--s-field, #fff); color: var(--s-fg, inherit); border: 1px solid var(--s-line, #ccc); border-radius: var(--s-radius, 0); }`,
    `${base} :where(.wpcf7-submit) { background: var(--s-accent, #333); color: #fff; border: 0; border-radius: var(--s-radius, 0); }`,
  ].join('\n');
}
