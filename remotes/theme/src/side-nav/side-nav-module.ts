import { defineModule } from '@cms-mf/shared-contracts';
import { scrollToElement, scrollToTop } from '../dom/smooth-scroll';
import { subscribeScroll } from '../scroll-loop';
import { activeSection, sideNavOffset } from './side-nav-core';

/**
 * `./side-nav`: the side dot navigation of pages with the body class
 * `et_pb_side_nav_page` (MARKUP-FACTS "Side dot navigation"): one dot per
 * top-level section in `#main-content`, injected as `ul.et_pb_side_nav`; the
 * dot of the section in view is `active` (`aria-current`), and a dot scrolls
 * smoothly to its section. Each dot is named after its section's first heading.
 */
export const sideNavModule = defineModule((el, _ctx, signal) => {
  const doc = el.ownerDocument;
  const main = doc.getElementById('main-content');
  const sections = main ? Array.from(main.querySelectorAll<HTMLElement>('.et_pb_section')).filter((s) => !s.parentElement?.closest('.et_pb_section')) : [];
  if (!main || sections.length === 0) return;
  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', 'Page sections');
  nav.className = 'cmsmf-side-nav';
  const list = doc.createElement('ul');
  list.className = 'et_pb_side_nav et-visible';
  list.style.marginTop = `-${Math.round(sideNavOffset(sections.length) / 2)}px`;
  const links = sections.map((section, i) => {
    const li = doc.createElement('li');
    li.className = 'side_nav_item';
    const a = doc.createElement('a');
    a.id = `side_nav_item_id_${i}`;
    a.href = section.id ? `#${section.id}` : '#';
    const heading = section.querySelector('h1, h2, h3')?.textContent?.trim();
    a.setAttribute('aria-label', heading || `Section ${i + 1}`);
    a.addEventListener('click', (event) => {
      event.preventDefault();
      if (section.id) doc.defaultView!.history.pushState(doc.defaultView!.history.state, '', `#${section.id}`);
      void (i === 0 ? scrollToTop(doc.defaultView!).then(() => section.focus({ preventScroll: true })) : scrollToElement(section));
      if (i === 0 && !section.matches('[tabindex]')) section.setAttribute('tabindex', '-1');
    }, { signal });
    li.append(a);
    list.append(li);
    return a;
  });
  nav.append(list);
  main.append(nav);
  signal.addEventListener('abort', () => nav.remove(), { once: true });
  let current = -1;
  subscribeScroll<number>({
    read: ({ scrollY, viewportHeight }) => activeSection(sections.map((s) => s.getBoundingClientRect().top + scrollY), scrollY, viewportHeight),
    write(active) {
      if (active === current) return;
      links[current]?.classList.remove('active');
      links[current]?.removeAttribute('aria-current');
      current = active;
      links[active]!.classList.add('active');
      links[active]!.setAttribute('aria-current', 'true');
    },
  }, signal);
});
