/**
 * Records of uploaded files (forms-addon.md §3; MARKUP-FACTS §3.1).
 */

/** A file stored in the cloud drive: what the drive returns after the upload. */
export interface CloudDriveFile {
  readonly id: string;
  readonly name: string;
  /** Bytes. The drive API sends int64 values as strings; the parser makes it a number. */
  readonly size: number;
  /** URL of the file-type icon. */
  readonly iconLink: string;
  /** URL that opens the file in the drive. */
  readonly webViewLink: string;
}

/**
 * The `data` of a successful `eacf7_upload_file`: the file sits in the
 * server's temporary folder until the form is sent.
 */
export interface LocalUploadAnswer {
  /** Sanitised file name. */
  readonly name: string;
  /** Temporary file name on the server (hash + extension): what the form sends. */
  readonly file: string;
  /** The name as the visitor's file was called, for display. */
  readonly file_user_name: string;
  /** URL of the temporary file. */
  readonly url: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type; empty when the server could not tell. */
  readonly type: string;
}
