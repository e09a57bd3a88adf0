import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';
import type { AbRecordType } from '@cms-mf/shared-contracts/actions';
import { pageDebugLog } from '../debug/debug-log';
import {
  AB_COOKIE_DAYS,
  abLogKey,
  type AbTestRef,
  cookieStore,
  cookieString,
  createOnceLog,
  localStore,
  memoryStore,
  parseTrackValue,
  READ_GOAL_DELAY_MS,
  readAbTests,
  readCookie,
  readPageDelayMs,
  SHOP_LOG_COOKIE,
  shortcodeTrackCookie,
  subjectIdFromClass,
} from './ab-core';
import { AB_LOG_EVENT, type AbLogEventDetail } from './ab-log-event';
import { sendStatsBeacon } from './stats-beacon';
import { swapSubjectPlaceholders } from './subject-placeholders';

/** Whether a click follows a link in this window (the page unloads next). */
const leavesPage = (event: Event): boolean => {
  const link = (event.target as Element).closest('a[href]');
  return link !== null && !event.defaultPrevented && (link.getAttribute('target') ?? '_self') === '_self' && !(link.getAttribute('href') ?? '').startsWith('#');
};

const isOn = (value: unknown) => value === true || value === 'yes' || value === 'on' || value === '1' || value === 1;

/**
 * `./ab-testing`: split-test goals (theme-frontend.md §3, §4, §7, §9;
 * MARKUP-FACTS §1.5 "A/B testing"), mounted once on the body. Logs
 * `read_page` after the bounce-rate delay, `view_goal` when the goal shows,
 * `read_goal` after it stayed 3 s, `click_goal` or `con_goal` on use, `con_goal`
 * when a form goal sends, and `con_short` and shop conversions from their
 * cookies; each once per visitor (a 365-day cookie, a local flag, and this
 * page view). With a cache plugin the subject is asked for first and swapped
 * in for its placeholder. Nothing is logged in the builder.
 */
export const abTestingModule: FeatureModule = {
  mount(el: Element, ctx: ModuleContext): Unmount {
    const doc = el.ownerDocument;
    const win = doc.defaultView!;
    const mount = new AbortController();
    const { signal } = mount;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const debug = pageDebugLog(win);
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      mount.abort();
    };
    // Builder modes: no A/B logging (§1, §6).
    if (ctx.builder.active) return stop;
    const custom = ctx.globals.et_pb_custom ?? {};
    const cookies = { get: () => doc.cookie, set: (value: string) => void (doc.cookie = value) };
    const once = createOnceLog([cookieStore(cookies, AB_COOKIE_DAYS), localStore(() => win.localStorage), memoryStore()]);
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
      return timer;
    };

    /** `leaving`: the page is about to go (a goal link was followed), so the record goes by beacon. */
    const log = (type: AbRecordType, test: AbTestRef, subjectId: string, leaving = false) => {
      if (signal.aborted || !once.claim(abLogKey(type, test, subjectId))) return;
      debug.log('general', 'A/B', type, test, subjectId);
      const record = { test_id: test.postId, subject_id: subjectId, record_type: type };
      if (leaving && sendStatsBeacon(win, ctx.globals, record)) return;
      ctx
        .client()
        .then((client) => client.call('et_pb_update_stats_table', { stats_data_array: record }))
        .catch((error: unknown) => debug.log('warning', `A/B ${type} was not recorded`, error));
    };

    // Conversions recorded on other pages: the shop's order page and shortcode tracking.
    if (doc.querySelector('.et_pb_ab_shop_conversion')) {
      const shop = parseTrackValue(readCookie(doc.cookie, SHOP_LOG_COOKIE));
      if (shop) {
        log('con_goal', shop.test, shop.subjectId);
        doc.cookie = cookieString(SHOP_LOG_COOKIE, 'true', 0);
      }
    }
    for (const track of doc.querySelectorAll<HTMLElement>('.et_pb_ab_split_track[data-test_id]')) {
      const tracked = parseTrackValue(readCookie(doc.cookie, shortcodeTrackCookie(track.dataset.test_id ?? '')));
      if (tracked) log('con_short', tracked.test, tracked.subjectId);
    }

    const initTest = (test: AbTestRef) => {
      const subjectEl = [...doc.querySelectorAll(`[class*="et_pb_ab_subject_id-${test.postId}_"]`)].find((node) => subjectIdFromClass(node.className, test.postId));
      // No subject on the page (or the wireframe preview): nothing to attribute a record to.
      const subjectId = subjectEl ? subjectIdFromClass(subjectEl.className, test.postId) : null;
      if (!subjectId || doc.documentElement.classList.contains('et_fb_preview_active--wireframe_preview')) return;
      const logged = (type: AbRecordType) => once.logged(abLogKey(type, test, subjectId));

      if (!logged('read_page')) later(readPageDelayMs(custom.ab_bounce_rate), () => log('read_page', test, subjectId));
      if (custom.is_shortcode_tracking === 'on' && !logged('con_short')) {
        doc.cookie = cookieString(shortcodeTrackCookie(test.postId), `${test.postId}_${subjectId}_${test.testId}`, 0);
      }
      const goals = [...doc.querySelectorAll<HTMLElement>(`.et_pb_ab_goal_id-${test.postId}`)];
      for (const goal of goals) {
        const isForm = goal.matches('.et_pb_contact_form_container, .et_pb_newsletter');
        const buttonModule = goal.matches('.et_pb_module') && (goal.matches('.et_pb_button') || goal.querySelector('.et_pb_button') !== null);
        if (goal.matches('.et_pb_shop')) {
          // A shop goal converts on the order page: remember the visitor's subject for the session.
          goal.addEventListener('click', (event) => {
            if ((event.target as Element).closest('.add_to_cart_button, form.cart button')) doc.cookie = cookieString(SHOP_LOG_COOKIE, `${test.postId}_${subjectId}_${test.testId}`, 0);
          }, { signal });
        } else if (buttonModule && !isForm) {
          goal.addEventListener('click', (event) => {
            if ((event.target as Element).closest('.et_pb_button')) log('con_goal', test, subjectId, leavesPage(event));
          }, { signal });
        } else if (!buttonModule) {
          goal.addEventListener('click', (event) => log('click_goal', test, subjectId, leavesPage(event)), { signal });
        }
        if (logged('view_goal') && logged('read_goal')) continue;
        let readTimer: ReturnType<typeof setTimeout> | undefined;
        const observer = new IntersectionObserver((entries) => {
          const visible = entries.some((entry) => entry.isIntersecting);
          if (visible) {
            log('view_goal', test, subjectId);
            if (readTimer === undefined && !logged('read_goal')) readTimer = later(READ_GOAL_DELAY_MS, () => log('read_goal', test, subjectId));
          } else if (readTimer !== undefined) {
            // Left the view before 3 s: not read.
            clearTimeout(readTimer);
            timers.delete(readTimer);
            readTimer = undefined;
          }
        });
        observer.observe(goal);
        signal.addEventListener('abort', () => observer.disconnect());
      }
      // Form goals report a send (`con_goal`) through an event; the theme's et_pb_maybe_log_event.
      doc.addEventListener(AB_LOG_EVENT, (event) => {
        const target = event.target as Element;
        if (!goals.some((goal) => goal === target || goal.contains(target))) return;
        log((event as CustomEvent<AbLogEventDetail>).detail.recordType, test, subjectId);
      }, { signal });
    };

    const tests = readAbTests(custom.ab_tests);
    if (!isOn(custom.is_ab_testing_active) || tests.length === 0) return stop;
    if (custom.is_cache_plugin_active === 'yes') {
      Promise.all(tests.map((test) => swapSubjectPlaceholders(doc, test, ctx, signal).then(() => test)))
        .then((ready) => {
          if (signal.aborted) return;
          doc.body.dispatchEvent(new Event('et_pb_ab_subject_ready', { bubbles: true }));
          ready.forEach(initTest);
        })
        .catch((error: unknown) => {
          if (!signal.aborted) ctx.log.warn('A/B: the subject could not be fetched', error);
        });
    } else {
      tests.forEach(initTest);
    }
    return stop;
  },
};
