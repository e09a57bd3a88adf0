/**
 * A comment's reply link as the CMS prints it (`a.comment-reply-link` with
 * `data-commentid`, `data-postid`, `data-belowelement`, `data-respondelement`,
 * `data-replyto`). Ids must be whole numbers and element ids plain names, so
 * nothing from the markup reaches a selector unchecked.
 */
export interface ReplyTarget {
  readonly commentId: string;
  readonly postId: string;
  /** Id of the element the reply form goes after. */
  readonly below: string;
  /** Id of the reply form's wrapper (`respond`). */
  readonly respond: string;
  readonly replyTo: string;
}

const ID = /^[A-Za-z][A-Za-z0-9_-]{0,100}$/;
const NUMBER = /^\d{1,20}$/;

export function readReplyTarget(data: { readonly [key: string]: string | undefined }): ReplyTarget | null {
  const { commentid = '', postid = '', belowelement = '', respondelement = 'respond', replyto = '' } = data;
  if (!NUMBER.test(commentid) || !NUMBER.test(postid) || !ID.test(belowelement) || !ID.test(respondelement)) return null;
  return { commentId: commentid, postId: postid, below: belowelement, respond: respondelement, replyTo: replyto.trim().slice(0, 200) };
}
