import type { BlogPost } from '../cms/blog-posts';
import { attributes, escapeHtml } from '../html/escape-html';

export interface BlogPage {
  readonly html: string;
  /** False when the asked page has no posts: the page answers 404, still with its body (theme-frontend.md §8). */
  readonly found: boolean;
}

/** Posts per page of the demo blog module when the placeholder does not say. */
export const DEFAULT_POSTS_PER_PAGE = 2;

/**
 * The blog module with ajax pagination (MARKUP-FACTS §1.5 "Ajax pagination"):
 * `.et_pb_ajax_pagination_container` holding one page of posts and the
 * `.pagination` links (`?paged=N`) that the theme fetches and swaps in.
 * Newest first, like a blog.
 */
export function renderBlog(posts: readonly BlogPost[], pagePath: string, paged: number, perPage = DEFAULT_POSTS_PER_PAGE): BlogPage {
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  const found = Number.isInteger(paged) && paged >= 1 && paged <= pages;
  const shown = found ? [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice((paged - 1) * perPage, paged * perPage) : [];
  const articles = shown
    .map(
      (post) =>
        `<article class="et_pb_post clearfix"><h2 class="entry-title">${escapeHtml(post.title)}</h2>` +
        `<p class="post-meta"><span class="published">${escapeHtml(post.date)}</span></p>` +
        `<div class="post-content"><div class="post-content-inner"><p>${escapeHtml(post.excerpt)}</p></div></div></article>`,
    )
    .join('');
  const link = (page: number, text: string, side: string) => `<div class="${side}"><a${attributes({ href: `${pagePath}?paged=${page}` })}>${text}</a></div>`;
  const pagination = found
    ? `<div class="pagination clearfix">${paged < pages ? link(paged + 1, '« Older Entries', 'alignleft') : ''}${paged > 1 ? link(paged - 1, 'Next Entries »', 'alignright') : ''}</div>`
    : '';
  const notFound = found ? '' : `<div class="entry"><h2 class="not-found-title">No Results Found</h2><p>The page you requested could not be found.</p></div>`;
  return {
    found,
    html: `<div class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container">${articles}${notFound}${pagination}</div></div></div>`,
  };
}
