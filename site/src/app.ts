import { RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { DEFAULT_AJAX_PATH } from '@cms-mf/shared-contracts';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createAjaxEndpoint } from './ajax/ajax-endpoint';
import { actionAnswer } from './ajax/ajax-answers';
import { STANDINS_PATH } from './external-services';
import { createCf7FeedbackHandler } from './forms/routes/cf7-feedback-route';
import { CF7_FEEDBACK_PATH, CF7_REFILL_PATH, CF7_SCHEMA_PATH } from './forms/routes/cf7-rest';
import { createCf7RefillHandler } from './forms/routes/cf7-refill';
import { createCf7SchemaHandler } from './forms/routes/cf7-schema-route';
import { createCf7PagePostHandler } from './forms/routes/no-js-post';
import { bodyTooLarge } from './forms/routes/feedback-errors';
import { createPagesHandler } from './pages/pages-route';
import { createRemoteDemoHandler, REMOTE_DEMO_PREFIX } from './pages/remote-demo-route';
import { createShopGetHandler, createShopPostHandler } from './shop/shop-page-routes';
import type { SiteState } from './site-state';
import { createStandinsApp } from './standins';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, serveFile } from './static/serve-file';
import { createContactPostHandler } from './theme/contact-post-route';
import { formatBytes } from './uploads/check-upload';
import { createUploadsHandler } from './uploads/uploads-route';
import { CSP_REPORT_PATH } from './headers/content-security-policy';
import { createCspReportHandler, CSP_REPORT_MAX_BYTES } from './headers/csp-report-route';
import { createCspReportsRepository } from './headers/csp-reports-repository';
import { hardenPages } from './headers/harden-pages';
import { shellSettingsOf } from './telemetry/shell-settings';
import { createTelemetryHandler, TELEMETRY_PATH } from './telemetry/telemetry-route';
import { closeAfterRefusedBody, limitBody } from './limits/body-limit';
import { TELEMETRY_LIMITS } from '@cms-mf/shared-contracts/release/telemetry-report';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });


/**
 * The reference site: the shell, published remotes and the release pointer;
 * pages rendered from PAGES_DIR; the ajax endpoint, CF7's feedback endpoint
 * and the page-builder contact form posts; stored uploads; and the external
 * service stand-ins under `/standins`.
 */
export function createApp(state: SiteState): Hono {
  const { config } = state;
  const app = new Hono();
  // Visitors get gzip like from any real CMS or CDN; page weights are measured as transferred.
  app.use(compress({ encoding: 'gzip' }));
  // Every HTML answer: a fresh CSP nonce on its scripts, the strict policy, anti-framing, the shell settings.
  app.use('*', async (c, next) => (c.req.path.startsWith(STANDINS_PATH) ? next() : harden(c, next)));
  const tail = (path: string, prefix: string) => path.slice(prefix.length);
  const limit = formatBytes(state.maxPostSize);
  const harden = hardenPages(shellSettingsOf(config));

  // Every request body is capped as it streams in, before any route reads it: the reports' at their own size,
  // the rest like PHP's post_max_size. The first limit that matches a path decides; the catch-all comes last.
  // The stand-ins are other services: they keep their own limits (the drive takes 50 MiB files).
  app.use(closeAfterRefusedBody);
  const larger = `The request is larger than this site accepts (${limit}).`;
  app.use(DEFAULT_AJAX_PATH, limitBody(state.maxPostSize, (c) => actionAnswer(c, 'envelope', false, larger, 413)));
  app.use(CF7_FEEDBACK_PATH, limitBody(state.maxPostSize, () => bodyTooLarge(limit)));
  app.use(TELEMETRY_PATH, limitBody(TELEMETRY_LIMITS.maxBytes, (c) => c.text('The report is too large.', 413)));
  app.use(CSP_REPORT_PATH, limitBody(CSP_REPORT_MAX_BYTES, (c) => c.text('Too large.', 413)));
  const anyBody = limitBody(state.maxPostSize, (c) => c.text(larger, 413));
  app.use('*', async (c, next) => (c.req.path.startsWith(STANDINS_PATH) ? next() : anyBody(c, next)));

  app.get(`/mf/${RELEASE_POINTER_FILE}`, async (c) => (await serveFile(config.releasesDir, RELEASE_POINTER_FILE, CACHE_REVALIDATE, c.req.header('If-None-Match'))) ?? notFound());
  app.get('/mf/remotes/*', async (c) => (await serveFile(config.releasesDir, tail(c.req.path, '/mf/'), CACHE_IMMUTABLE)) ?? notFound());
  app.get('/mf/shell/*', async (c) => {
    const file = tail(c.req.path, '/mf/shell/');
    // shell.js keeps its name across deploys; its chunks are content-hashed.
    return (await serveFile(config.shellDir, file, file === 'shell.js' ? CACHE_REVALIDATE : CACHE_IMMUTABLE, c.req.header('If-None-Match'))) ?? notFound();
  });
  app.get('/media/*', async (c) => (await serveFile(config.publicDir, tail(c.req.path, '/'), CACHE_REVALIDATE)) ?? notFound());
  // Browsers ask for it on every page; an empty answer keeps consoles clean.
  app.get('/favicon.ico', () => new Response(null, { status: 204 }));

  app.post(DEFAULT_AJAX_PATH, createAjaxEndpoint(state));
  app.post(CF7_FEEDBACK_PATH, createCf7FeedbackHandler(state));
  app.get(CF7_REFILL_PATH, createCf7RefillHandler(state));
  app.get(CF7_SCHEMA_PATH, createCf7SchemaHandler(state));
  app.post(TELEMETRY_PATH, createTelemetryHandler(state));
  app.post(CSP_REPORT_PATH, createCspReportHandler(createCspReportsRepository(state.db), state.now));
  app.get('/uploads/:name', createUploadsHandler(state.files, state.repos.uploads));
  app.route(STANDINS_PATH, createStandinsApp({ dataDir: config.dataDir }));

  app.get(`${REMOTE_DEMO_PREFIX}*`, createRemoteDemoHandler(state));
  app.get('*', createShopGetHandler(state), createPagesHandler(state));
  app.post('*', createShopPostHandler(state), createCf7PagePostHandler(state), createContactPostHandler(state));
  return app;
}
