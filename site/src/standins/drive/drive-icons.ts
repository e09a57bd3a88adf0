/** File-type icons for `iconLink`, one per broad kind, as the drive serves one per MIME type. */
export const DRIVE_ICON_KINDS = ['image', 'video', 'audio', 'pdf', 'text', 'archive', 'file'] as const;
export type DriveIconKind = (typeof DRIVE_ICON_KINDS)[number];

const COLOURS: Record<DriveIconKind, string> = {
  image: '#d93025',
  video: '#d93025',
  audio: '#f29900',
  pdf: '#ea4335',
  text: '#4285f4',
  archive: '#5f6368',
  file: '#5f6368',
};

export function driveIconKind(mimeType: string): DriveIconKind {
  const [family] = mimeType.split('/');
  if (family === 'image' || family === 'video' || family === 'audio' || family === 'text') return family;
  if (mimeType === 'application/pdf') return 'pdf';
  if (/zip|tar|compressed|rar|7z/.test(mimeType)) return 'archive';
  return 'file';
}

export function isDriveIconKind(value: string): value is DriveIconKind {
  return (DRIVE_ICON_KINDS as readonly string[]).includes(value);
}

/** A 16×16 page with a coloured corner: static markup, no script, safe to serve as SVG. */
export function driveIconSvg(kind: DriveIconKind): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" role="img">' +
    `<title>${kind}</title>` +
    '<path d="M3 1h7l3 3v11H3z" fill="#fff" stroke="#9aa0a6"/>' +
    `<rect x="5" y="8" width="6" height="4" fill="${COLOURS[kind]}"/>` +
    '</svg>'
  );
}
