import type { Override } from './override-rules';

/** Set on the badge, so tests and staff find it. */
export const BADGE_ATTRIBUTE = 'data-cmsmf-override-badge';

/**
 * The visible sign that this tab runs someone's own build of a remote: which
 * remote, from where, until when, and a button that clears every override and
 * reloads. Built with text nodes only (no HTML parsing, so it works under Trusted Types).
 */
export function showOverrideBadge(doc: Document, overrides: readonly Override[], clear: () => void): HTMLElement {
  const badge = doc.createElement('aside');
  badge.setAttribute(BADGE_ATTRIBUTE, '');
  badge.setAttribute('role', 'status');
  badge.setAttribute('aria-label', 'Remote overrides');
  Object.assign(badge.style, {
    position: 'fixed', left: '8px', bottom: '8px', zIndex: '2147483647', maxWidth: '28rem', padding: '6px 10px',
    font: '12px/1.4 system-ui, sans-serif', color: '#fff', background: '#8a1c1c', borderRadius: '4px', boxShadow: '0 1px 4px #0006',
  });
  for (const override of overrides) {
    const line = doc.createElement('div');
    line.textContent = `Override: ${override.remote} ← ${override.url} (until ${new Date(override.expires).toLocaleTimeString()})`;
    badge.append(line);
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Clear overrides';
  Object.assign(button.style, { marginTop: '4px', font: 'inherit', cursor: 'pointer' });
  button.addEventListener('click', clear, { once: true });
  badge.append(button);
  doc.body.append(badge);
  return badge;
}
