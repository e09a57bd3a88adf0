/**
 * Remembers what a DOM controller changed on server markup (attributes,
 * classes, inline styles) and puts it back on unmount: a controller enhances
 * markup it did not create and must leave it as it found it.
 */
export interface DomRestorer {
  /** Sets an attribute (null removes it), remembering its first value. */
  attr(el: Element, name: string, value: string | null): void;
  /** Sets an inline style property ('' clears it), remembering the first `style` attribute. */
  style(el: HTMLElement, property: string, value: string): void;
  /** Adds or removes a class, remembering the element's first `class` attribute. */
  toggleClass(el: Element, name: string, on: boolean): void;
  /** Puts every touched attribute back as it was first seen. */
  restore(): void;
}

export function createDomRestorer(): DomRestorer {
  const saved = new Map<Element, Map<string, string | null>>();
  const remember = (el: Element, name: string) => {
    let attrs = saved.get(el);
    if (!attrs) saved.set(el, (attrs = new Map()));
    if (!attrs.has(name)) attrs.set(name, el.getAttribute(name));
  };
  return {
    attr(el, name, value) {
      remember(el, name);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    },
    style(el, property, value) {
      remember(el, 'style');
      el.style.setProperty(property, value);
    },
    toggleClass(el, name, on) {
      remember(el, 'class');
      el.classList.toggle(name, on);
    },
    restore() {
      for (const [el, attrs] of saved) {
        for (const [name, value] of attrs) {
          if (value === null) el.removeAttribute(name);
          else el.setAttribute(name, value);
        }
      }
      saved.clear();
    },
  };
}
