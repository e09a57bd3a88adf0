/**
 * Contact Form 7's config global `wpcf7` (MARKUP-FACTS §2.3). CF7's own script
 * later merges functions and a schema map into the same object; we only read
 * what the server printed.
 */
export interface Wpcf7Config {
  readonly api?: {
    /** `get_rest_url()`; a `?` in it switches the path join to `&`. */
    readonly root?: string;
    /** `contact-form-7/v1`. */
    readonly namespace?: string;
  };
  /** 1 when the site runs a page cache: forms are reset on load. */
  readonly cached?: number;
  /** Set by CF7 to stop initialisation. */
  readonly blocked?: boolean;
}

/** `wpcf7_recaptcha` (reCAPTCHA v3 module). */
export interface Wpcf7Recaptcha {
  readonly sitekey?: string;
  readonly actions?: { readonly homepage?: string; readonly contactform?: string };
}
